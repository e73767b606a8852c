/**
 * «Escuchar» (docs/decisions/0031-voice-helper.md): reads a text aloud with the
 * server's voice when it has a provider, otherwise with the browser's own; pressed again (or
 * Escape while focused) it stops. A toggle button (`aria-pressed`) with its state in words.
 */
import { Button } from '@jornada/ui';
import { Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { voiceMessages as m } from './voice-messages.ts';
import { useActionFeedback } from '../app/action-feedback.ts';
import { browserCanSpeak, speakWithBrowser, speakWithServer } from './voice-engine.ts';
import { useVoice } from './use-voice.ts';

/** Props of {@link ListenButton}. */
export interface ListenButtonProps {
  /** What is read aloud (plain text, up to 5,000 characters). */
  text: string;
  /** Names what is read for screen readers, e.g. the vacancy's title. */
  label?: string;
}

/** A control that reads `text` aloud; absent where neither the server nor the browser can speak. */
export function ListenButton({ text, label }: ListenButtonProps) {
  const voice = useVoice();
  const feedback = useActionFeedback();
  const [speaking, setSpeaking] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // Shown once the server has said whether it speaks, so a first press never takes the wrong voice.
  if (!voice.ready) return null;
  if (!voice.provider && !browserCanSpeak()) return null;

  const stop = () => {
    controller.current?.abort();
    controller.current = null;
    setSpeaking(false);
  };
  const start = async () => {
    const own = new AbortController();
    controller.current = own;
    setSpeaking(true);
    const spoken = text.slice(0, 5000);
    try {
      if (voice.provider) await speakWithServer(voice.client, spoken, own.signal);
      else await speakWithBrowser(spoken, own.signal);
    } catch (error) {
      // The server's voice failed (a limit, the provider): the browser's still reads it.
      if (!own.signal.aborted && browserCanSpeak()) await speakWithBrowser(spoken, own.signal);
      else if (!own.signal.aborted) feedback.failed(error, m.failed);
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setSpeaking(false);
      }
    }
  };

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-pressed={speaking}
        aria-label={speaking ? m.stop : label ? m.listenTo(label) : m.listen}
        onClick={() => (speaking ? stop() : void start())}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && speaking) stop();
        }}
      >
        {speaking ? (
          <Square aria-hidden className="size-4" />
        ) : (
          <Volume2 aria-hidden className="size-4" />
        )}
        {speaking ? m.stop : m.listen}
      </Button>
      <span role="status" className="sr-only">
        {speaking ? m.reading : ''}
      </span>
    </>
  );
}
