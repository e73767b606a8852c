/**
 * «Dictar» (docs/decisions/0031-voice-helper.md): adds spoken words to the end
 * of a long text field. With the server's provider it records (MediaRecorder) until pressed
 * again and sends the recording to the proxy's speech-to-text; without one it uses the browser's
 * own recognition in Spanish (Mexico) where it exists. A toggle button (`aria-pressed`) with its
 * state in words; absent where the browser can do neither.
 */
import { Button } from '@jornada/ui';
import { Mic, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useActionFeedback } from '../app/action-feedback.ts';
import { voiceMessages as m } from './voice-messages.ts';
import { useVoice } from './use-voice.ts';
import {
  browserCanRecord,
  speechRecognitionConstructor,
  type SpeechRecognitionLike,
} from './voice-engine.ts';

/** Props of {@link DictateButton}. */
export interface DictateButtonProps {
  /** The field's label, to name the control («Dictar en «Descripción»»). */
  field: string;
  /** Receives the dictated text, to be appended to the field's value. */
  onText: (text: string) => void;
}

type State = 'idle' | 'listening' | 'transcribing';

/**
 * A field's text with dictated words added at its end, separated by a space (or nothing when
 * the field is empty).
 */
export function appendDictation(current: string | null | undefined, dictated: string): string {
  const before = (current ?? '').replace(/\s+$/, '');
  return before ? `${before} ${dictated}` : dictated;
}

/** A control that dictates into a text field. */
export function DictateButton({ field, onText }: DictateButtonProps) {
  const voice = useVoice();
  const feedback = useActionFeedback();
  const [state, setState] = useState<State>('idle');
  const stopRef = useRef<(() => void) | null>(null);
  useEffect(() => () => stopRef.current?.(), []);
  const Recognition = speechRecognitionConstructor();
  const server = voice.provider && browserCanRecord();
  // Shown once the server has said whether it speaks, so a first press never takes the wrong voice.
  if (!voice.ready) return null;
  if (!server && !Recognition) return null;

  const withBrowser = () => {
    const recognition: SpeechRecognitionLike = new Recognition!();
    recognition.lang = 'es-MX';
    recognition.continuous = true;
    recognition.interimResults = false;
    const heard: string[] = [];
    recognition.onresult = (event) => {
      heard.length = 0;
      for (const result of Array.from(event.results)) heard.push(result[0]?.transcript ?? '');
    };
    recognition.onerror = (event) => {
      if (event.error === 'not-allowed') feedback.failed(null, m.denied);
      else if (event.error !== 'aborted' && event.error !== 'no-speech')
        feedback.failed(null, m.failed);
    };
    recognition.onend = () => {
      stopRef.current = null;
      setState('idle');
      const text = heard.join(' ').trim();
      if (text) onText(text);
    };
    stopRef.current = () => recognition.stop();
    recognition.start();
    setState('listening');
  };

  const withServer = async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      feedback.failed(null, m.denied);
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = async () => {
      stream.getTracks().forEach((track) => track.stop());
      stopRef.current = null;
      setState('transcribing');
      try {
        const result = await voice.client.speechToText({
          file: new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }),
          language_code: 'es',
        });
        if (result.text.trim()) onText(result.text.trim());
      } catch (error) {
        feedback.failed(error, m.failed);
      } finally {
        setState('idle');
      }
    };
    stopRef.current = () => recorder.state !== 'inactive' && recorder.stop();
    recorder.start();
    setState('listening');
  };

  const busy = state === 'transcribing';
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={busy}
        aria-pressed={state === 'listening'}
        aria-label={state === 'listening' ? m.stopDictation : m.dictateInto(field)}
        onClick={() => {
          if (state === 'listening') stopRef.current?.();
          else if (server) void withServer();
          else withBrowser();
        }}
      >
        {state === 'listening' ? <Square aria-hidden /> : <Mic aria-hidden />}
        {state === 'listening' ? m.stopDictation : m.dictate}
      </Button>
      <span role="status" className="sr-only">
        {state === 'listening' ? m.listening : busy ? m.transcribing : ''}
      </span>
    </>
  );
}
