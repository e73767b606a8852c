/**
 * The voice client (openapi/voice.yaml): text
 * to speech and speech to text in the shape of the ElevenLabs v1 API.
 *
 * The provider key must never ship in the browser bundle. In the browser,
 * create the client with the Jornada server's proxy origin (which mirrors
 * these paths and adds `xi-api-key` itself) and no `apiKey`. Only server code
 * may pass `apiKey` and the provider's origin.
 */
import { apiErrorFromNetwork, apiErrorFromResponse } from '../api-error.ts';
import { toFormData } from '../multipart.ts';
import { withRetry, type FetchLike, type RetryOptions } from '../retry.ts';

/** Default text-to-speech model: the multilingual one. */
export const defaultSpeechModel = 'eleven_multilingual_v2';
/** Default speech-to-text model. */
export const defaultTranscriptionModel = 'scribe_v1';

/** Options of {@link createVoiceClient}. */
export interface VoiceClientOptions {
  /** Origin to call: the Jornada proxy in the browser (e.g. `https://api.jornada.mx/voice`), `https://api.elevenlabs.io` on a server. */
  origin: string;
  /** Provider key sent as `xi-api-key`. Server-side only: leave it out in browser code. */
  apiKey?: string;
  /** Returns the user's access token, sent as a bearer header (the proxy authenticates users). */
  getToken?: () => string | null | undefined;
  /** `fetch` to use. @default globalThis.fetch */
  fetch?: FetchLike;
  /** Retries (only idempotent methods are retried, so in practice none: both calls are POST). @default {} */
  retry?: RetryOptions | false;
}

/** A text-to-speech request (`TextToSpeechRequest`). */
export interface TextToSpeechRequest {
  /** The voice to use (`voice_id` path parameter). */
  voiceId: string;
  /** The text to say, 1–5000 characters. */
  text: string;
  /** The model. @default 'eleven_multilingual_v2' */
  model_id?: string;
  /** ISO 639-1 language to enforce, e.g. `es`. */
  language_code?: string;
  /** Overrides of the voice's stored settings, each 0–1. */
  voice_settings?: { stability?: number; similarity_boost?: number };
  /** Codec, sample rate and bitrate. @default 'mp3_44100_128' (server default) */
  output_format?: 'mp3_22050_32' | 'mp3_44100_64' | 'mp3_44100_128';
}

/** A speech-to-text request (`SpeechToTextRequest`, multipart). */
export interface SpeechToTextRequest {
  /** The audio or video file. */
  file: Blob;
  /** The model. @default 'scribe_v1' */
  model_id?: string;
  /** ISO 639-1 or 639-3 code of the spoken language; detected when absent. */
  language_code?: string;
  /** Tag events such as (risa). @default true (server default) */
  tag_audio_events?: boolean;
  /** Most speakers expected, 1–32. */
  num_speakers?: number;
  /** Granularity of word timestamps. @default 'word' (server default) */
  timestamps_granularity?: 'none' | 'word' | 'character';
  /** Annotate which speaker says each word. @default false (server default) */
  diarize?: boolean;
}

/** One word (or spacing, or audio event) of a transcription; times in seconds. */
export interface SpeechToTextWord {
  text: string;
  start?: number;
  end?: number;
  type: 'word' | 'spacing' | 'audio_event';
  speaker_id?: string;
}

/** A transcription (`SpeechToTextResponse`). */
export interface SpeechToTextResponse {
  language_code: string;
  /** 0–1. */
  language_probability: number;
  text: string;
  words: SpeechToTextWord[];
}

/** The Jornada proxy's state (`GET /v1/status`, proxy only; contract decision 49). */
export interface VoiceStatus {
  /** Whether the server has a voice provider; when false, browsers use their own speech. */
  provider: boolean;
}

/** The voice calls. */
export interface VoiceClient {
  /**
   * Asks the Jornada proxy whether it has a provider: `GET /v1/status` (proxy only).
   * @throws {ApiError} for 400–599 (401 without a session) and network failures.
   */
  status: (init?: { signal?: AbortSignal }) => Promise<VoiceStatus>;
  /**
   * Synthesises speech: `POST /v1/text-to-speech/{voice_id}`.
   * @returns the audio (MP3) as a Blob.
   * @throws {ApiError} for 400–599 (the provider's body as `data`) and network failures.
   */
  textToSpeech: (request: TextToSpeechRequest, init?: { signal?: AbortSignal }) => Promise<Blob>;
  /**
   * Transcribes audio: `POST /v1/speech-to-text` (multipart `file` and options).
   * @throws {ApiError} for 400–599 and network failures.
   */
  speechToText: (
    request: SpeechToTextRequest,
    init?: { signal?: AbortSignal },
  ) => Promise<SpeechToTextResponse>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text || null;
  }
}

/**
 * Creates a voice client. No singleton; the key stays where the client is created.
 * @param options origin, optional key (server only), token getter, `fetch`.
 */
export function createVoiceClient(options: VoiceClientOptions): VoiceClient {
  const origin = options.origin.replace(/\/+$/, '');
  const baseFetch: FetchLike =
    options.fetch ?? ((request, init) => globalThis.fetch(request, init));
  const fetchImpl = withRetry(baseFetch, options.retry ?? {});

  async function send(
    path: string,
    body: BodyInit | null,
    headers: Headers,
    signal?: AbortSignal,
  ): Promise<Response> {
    if (options.apiKey) headers.set('xi-api-key', options.apiKey);
    const token = options.getToken?.();
    if (token) headers.set('authorization', `Bearer ${token}`);
    let response: Response;
    try {
      response = await fetchImpl(
        new Request(`${origin}${path}`, {
          method: body === null ? 'GET' : 'POST',
          ...(body === null ? {} : { body }),
          headers,
          ...(signal ? { signal } : {}),
        }),
      );
    } catch (error) {
      throw apiErrorFromNetwork(error);
    }
    if (!response.ok) throw apiErrorFromResponse(response, await readBody(response));
    return response;
  }

  return {
    async status(init = {}) {
      const headers = new Headers({ accept: 'application/json' });
      const response = await send('/v1/status', null, headers, init.signal);
      return (await response.json()) as VoiceStatus;
    },
    async textToSpeech({ voiceId, output_format, ...fields }, init = {}) {
      const query = output_format ? `?output_format=${encodeURIComponent(output_format)}` : '';
      const body = JSON.stringify({ ...fields, model_id: fields.model_id ?? defaultSpeechModel });
      const headers = new Headers({ 'content-type': 'application/json', accept: 'audio/mpeg' });
      const response = await send(
        `/v1/text-to-speech/${encodeURIComponent(voiceId)}${query}`,
        body,
        headers,
        init.signal,
      );
      return response.blob();
    },
    async speechToText(request, init = {}) {
      const form = toFormData({
        ...request,
        model_id: request.model_id ?? defaultTranscriptionModel,
      });
      const response = await send(
        '/v1/speech-to-text',
        form,
        new Headers({ accept: 'application/json' }),
        init.signal,
      );
      return (await response.json()) as SpeechToTextResponse;
    },
  };
}
