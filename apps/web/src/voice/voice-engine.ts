/**
 * How the app speaks and listens (docs/decisions/0031-voice-helper.md): the
 * server's voice proxy when it has a provider (`/voice-api`, contract decision 49), otherwise the
 * browser's own Web Speech API (`speechSynthesis`, `SpeechRecognition`) where it exists.
 */
import { createVoiceClient, type VoiceClient } from '@jornada/api-client';

/** The browser's speech recognition constructor, where it has one (Chromium prefixes it). */
export function speechRecognitionConstructor(): (new () => SpeechRecognitionLike) | null {
  const w = globalThis as unknown as Record<string, unknown>;
  return (
    ((w.SpeechRecognition ?? w.webkitSpeechRecognition) as
      (new () => SpeechRecognitionLike) | undefined) ?? null
  );
}

/** The part of the Web Speech API's `SpeechRecognition` the app uses. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}

/** Whether the browser can read aloud by itself. */
export const browserCanSpeak = () => typeof globalThis.speechSynthesis?.speak === 'function';

/** Whether the browser can record audio for the server to transcribe. */
export const browserCanRecord = () =>
  typeof globalThis.MediaRecorder === 'function' &&
  typeof globalThis.navigator?.mediaDevices?.getUserMedia === 'function';

/**
 * The proxy client for the signed-in user.
 * @param getToken - the session's access token.
 */
export function proxyVoiceClient(getToken: () => string | null | undefined): VoiceClient {
  return createVoiceClient({
    origin: `${import.meta.env.VITE_API_ORIGIN ?? ''}/voice-api`,
    getToken,
    retry: false,
  });
}

/**
 * Reads `text` with the browser's voice in Spanish (Mexico).
 * @returns when the reading ends, is cancelled or fails.
 */
export function speakWithBrowser(text: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'es-MX';
    const voice = speechSynthesis.getVoices().find((v) => v.lang.startsWith('es'));
    if (voice) utterance.voice = voice;
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    signal.addEventListener('abort', () => {
      speechSynthesis.cancel();
      resolve();
    });
    speechSynthesis.cancel();
    speechSynthesis.speak(utterance);
  });
}

/**
 * Plays the server's MP3 of `text`.
 * @returns when playback ends or is cancelled.
 * @throws {ApiError} when the proxy refuses (503 without a provider, 429 past the allowance).
 */
export async function speakWithServer(
  client: VoiceClient,
  text: string,
  signal: AbortSignal,
): Promise<void> {
  const audio = await client.textToSpeech(
    { voiceId: 'default', text, language_code: 'es' },
    { signal },
  );
  const url = URL.createObjectURL(audio);
  const player = new Audio(url);
  try {
    await new Promise<void>((resolve, reject) => {
      player.onended = () => resolve();
      player.onerror = () => reject(new Error('audio'));
      signal.addEventListener('abort', () => {
        player.pause();
        resolve();
      });
      player.play().catch(reject);
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}
