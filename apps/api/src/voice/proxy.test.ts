/**
 * The voice helper's proxy (decision 0031) against a local stand-in
 * for the ElevenLabs-compatible provider: the key is added by the server only,
 * signed-in users only, bad input is a Spanish 422 that never reaches the
 * provider, the allowance per user cannot be raced, and without a key the
 * proxy answers 503 so the browser speaks for itself.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../test/harness.ts';
import { multipartBody } from '../test/images.ts';

interface Seen {
  url: string;
  key: string | undefined;
  type: string | undefined;
  body: Buffer;
}

let provider: Server;
let seen: Seen[] = [];
let failNext = false;
let t: TestApp;
let seeker: { authorization: string };
const mp3 = Buffer.from('ID3\u0004\u0000fake-mp3-frames');

const read = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  provider = createServer(async (request, response) => {
    const body = await read(request);
    seen.push({
      url: request.url ?? '',
      key: request.headers['xi-api-key'] as string | undefined,
      type: request.headers['content-type'],
      body,
    });
    if (failNext) {
      failNext = false;
      response.writeHead(500).end('{"detail":"boom"}');
    } else if (request.url?.startsWith('/v1/text-to-speech/')) {
      response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(mp3);
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          language_code: 'es',
          language_probability: 0.98,
          text: 'Hola, busco trabajo de chofer.',
          words: [],
        }),
      );
    }
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const { port } = provider.address() as AddressInfo;
  t = await createTestApp({
    VOICE_API_KEY: 'clave-del-proveedor',
    VOICE_API_URL: `http://127.0.0.1:${port}`,
    VOICE_ID: 'voz-es-mx',
  });
  seeker = await signIn(t.app, 'candidato@jornada.test');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});
beforeEach(() => {
  seen = [];
});

const speak = (payload: unknown, headers: Record<string, string> = seeker, voice = 'default') =>
  t.app.inject({
    method: 'POST',
    url: `/voice-api/v1/text-to-speech/${voice}`,
    headers,
    payload: payload as object,
  });

describe('the voice proxy', () => {
  it('reads a text aloud: the provider gets the server’s key, the configured voice and the multilingual model; the caller gets the MP3', async () => {
    const response = await speak({ text: 'Chofer de tractocamión en León, Guanajuato.' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.equals(mp3)).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('/v1/text-to-speech/voz-es-mx');
    expect(seen[0]!.key).toBe('clave-del-proveedor');
    expect(JSON.parse(seen[0]!.body.toString())).toEqual({
      text: 'Chofer de tractocamión en León, Guanajuato.',
      model_id: 'eleven_multilingual_v2',
    });
    expect(response.body).not.toContain('clave-del-proveedor');
  });

  it('transcribes a recording with scribe_v1 and answers the provider’s transcription', async () => {
    const body = multipartBody(
      { language_code: 'es' },
      {
        field: 'file',
        filename: 'dictado.webm',
        type: 'audio/webm',
        bytes: Buffer.from('webm-audio'),
      },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/voice-api/v1/speech-to-text',
      headers: { ...seeker, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      text: 'Hola, busco trabajo de chofer.',
      language_code: 'es',
    });
    expect(seen[0]!.key).toBe('clave-del-proveedor');
    expect(seen[0]!.type).toMatch(/^multipart\/form-data/);
    const sent = seen[0]!.body.toString();
    expect(sent).toContain('scribe_v1');
    expect(sent).toContain('webm-audio');
  });

  it('answers 401 to a visitor and 422 in Spanish to an empty or too long text, without calling the provider', async () => {
    expect((await speak({ text: 'Hola' }, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/voice-api/v1/status' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/voice-api/v1/status', headers: seeker })).json()).toEqual({
      provider: true,
    });
    const empty = await speak({ text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['Escribe el texto que se leerá en voz alta.']);
    const long = await speak({ text: 'a'.repeat(5001) });
    expect(long.json().errors.text).toEqual(['El texto puede tener hasta 5,000 caracteres.']);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/voice-api/v1/speech-to-text',
      headers: { ...seeker, ...multipartBody({ language_code: 'es' }).headers },
      payload: multipartBody({ language_code: 'es' }).payload,
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toEqual(['Adjunta la grabación que se va a transcribir.']);
    expect(seen).toHaveLength(0);
  });

  it('answers 502 in Spanish when the provider fails', async () => {
    failNext = true;
    const response = await speak({ text: 'Hola' });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'El servicio de voz no respondió. Inténtalo de nuevo en un momento.',
    );
  });

  it('lets one user make 60 calls in 10 minutes however many come at once, then 429 with Retry-After', async () => {
    const driver = await signIn(t.app, 'chofer@jornada.test');
    const answers = await Promise.all(
      Array.from({ length: 70 }, () => speak({ text: 'Hola' }, driver)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(
      Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after']),
    ).toBeGreaterThan(0);
    // Another user still has their own allowance.
    expect((await speak({ text: 'Hola' })).statusCode).toBe(200);
  });
});

describe('the voice proxy without a key', () => {
  it('answers 503 voice_unavailable, so the browser uses its own speech', async () => {
    const bare = await createTestApp();
    try {
      const user = await signIn(bare.app, 'candidato@jornada.test');
      const response = await bare.app.inject({
        method: 'POST',
        url: '/voice-api/v1/text-to-speech/default',
        headers: user,
        payload: { text: 'Hola' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('voice_unavailable');
      const status = await bare.app.inject({ url: '/voice-api/v1/status', headers: user });
      expect(status.json()).toEqual({ provider: false });
    } finally {
      await bare.close();
    }
  });
});
