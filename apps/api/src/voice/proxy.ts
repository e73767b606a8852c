/**
 * The voice helper's proxy (docs/decisions/0031-voice-helper.md):
 * `/voice-api/v1/text-to-speech/{voice_id}`
 * and `/voice-api/v1/speech-to-text` mirror the provider's paths
 * (`openapi/voice.yaml`) for signed-in users, add the provider key that only the
 * server holds (`VOICE_API_KEY`) and pass the answer through. Each user may make
 * {@link voicePolicy} calls; without a key both answer 503 `voice_unavailable`
 * so that the browser uses its own speech synthesis and recognition, which
 * `/voice-api/v1/status` (`{ provider }`) tells it beforehand.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { reserveAttempt, type ThrottlePolicy } from '../auth/throttle.ts';
import { resolveAccessToken } from '../auth/tokens.ts';
import type { AppContext } from '../http/context.ts';
import { bearerToken } from '../http/bearer.ts';
import { HttpError, unauthenticated } from '../http/errors.ts';
import { serverMessages } from '../messages.ts';

/** Calls to the voice provider per user: 60 in 10 minutes, then a 10-minute wait. */
export const voicePolicy: ThrottlePolicy = {
  free: 60,
  maxDelaySeconds: 600,
  windowSeconds: 600,
  lockout: true,
};

/** The longest text read aloud in one call, in characters (the provider's limit). */
export const maxSpeechTextLength = 5000;
/** The largest recording transcribed in one call: 10 MB. */
export const maxRecordingBytes = 10 * 1024 * 1024;
/** How long the provider may take, in ms. */
const providerTimeoutMs = 30_000;

const m = serverMessages.voice;
const defaultVoice = 'default';
const speechModels = /^[a-z0-9_]{1,64}$/;

/** Registers the two proxy routes. */
export function registerVoiceProxy(app: FastifyInstance, { db, config }: AppContext): void {
  /** The signed-in caller within their allowance, with the key configured. */
  const admit = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const userId = token ? await resolveAccessToken(db, token) : null;
    if (!userId) throw unauthenticated();
    if (!config.voiceApiKey) throw new HttpError(503, m.unavailable, 'voice_unavailable');
    const reservation = await reserveAttempt(db, `voice:user:${userId}`, voicePolicy);
    if (!reservation.admitted)
      throw new HttpError(429, m.tooMany, 'too_many_requests', undefined, {
        'retry-after': String(reservation.retryAfterSeconds),
      });
  };

  /** Calls the provider; a network failure or a provider error is a 502 in Spanish. */
  const forward = async (path: string, init: RequestInit) => {
    let response: Response;
    try {
      response = await fetch(`${config.voiceApiUrl}${path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'xi-api-key': config.voiceApiKey! },
        signal: AbortSignal.timeout(providerTimeoutMs),
      });
    } catch {
      throw new HttpError(502, m.providerDown, 'voice_provider_error');
    }
    if (response.status === 429) throw new HttpError(429, m.tooMany, 'too_many_requests');
    if (!response.ok) throw new HttpError(502, m.providerDown, 'voice_provider_error');
    return response;
  };

  // Whether the provider is configured, so the browser picks the server or its own speech.
  app.get('/voice-api/v1/status', async (request, reply) => {
    const token = bearerToken(request);
    if (!token || !(await resolveAccessToken(db, token))) throw unauthenticated();
    return send(reply, 'application/json', { provider: Boolean(config.voiceApiKey) });
  });

  app.post('/voice-api/v1/text-to-speech/:voice_id', async (request, reply) => {
    await admit(request);
    const { voice_id: voiceId } = request.params as { voice_id: string };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = typeof body.text === 'string' ? body.text.trim() : '';
    const errors: Record<string, string[]> = {};
    if (!text) errors.text = [m.textRequired];
    else if (text.length > maxSpeechTextLength) errors.text = [m.textTooLong];
    if (body.model_id !== undefined && !speechModels.test(String(body.model_id)))
      errors.model_id = [m.badModel];
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(voiceId)) errors.voice_id = [m.badVoice];
    if (Object.keys(errors).length)
      throw new HttpError(422, m.invalid, 'validation_failed', errors);
    const voice = voiceId === defaultVoice ? config.voiceId : voiceId;
    const response = await forward(`/v1/text-to-speech/${encodeURIComponent(voice)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'audio/mpeg' },
      body: JSON.stringify({
        text,
        model_id: body.model_id ?? 'eleven_multilingual_v2',
        ...(typeof body.language_code === 'string' ? { language_code: body.language_code } : {}),
      }),
    });
    return send(reply, 'audio/mpeg', Buffer.from(await response.arrayBuffer()));
  });

  app.post('/voice-api/v1/speech-to-text', async (request, reply) => {
    await admit(request);
    const file = request.uploadedFile;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!file || file.bytes.length === 0)
      throw new HttpError(422, m.invalid, 'validation_failed', { file: [m.fileRequired] });
    if (file.truncated || file.bytes.length > maxRecordingBytes)
      throw new HttpError(422, m.invalid, 'validation_failed', { file: [m.fileTooLarge] });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file.bytes)]), file.filename || 'grabacion.webm');
    form.append(
      'model_id',
      typeof body.model_id === 'string' && speechModels.test(body.model_id)
        ? body.model_id
        : 'scribe_v1',
    );
    if (typeof body.language_code === 'string' && /^[a-z]{2,3}$/.test(body.language_code))
      form.append('language_code', body.language_code);
    form.append('tag_audio_events', 'false');
    const response = await forward('/v1/speech-to-text', { method: 'POST', body: form });
    // The provider's transcription as it answered (`SpeechToTextResponse`).
    return send(reply, 'application/json', await response.json());
  });
}

const send = (reply: FastifyReply, type: string, payload: unknown) =>
  reply.header('cache-control', 'no-store').type(type).send(payload);
