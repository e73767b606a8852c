import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  batchQueryOptions,
  createJornadaClient,
  createVoiceClient,
  isFinalBatchStatus,
  pollBatch,
  type Batch,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

describe('createVoiceClient', () => {
  it('text-to-speech posts text with the multilingual model by default and returns the audio', async () => {
    server.answer((_req, res) =>
      res
        .writeHead(200, { 'content-type': 'audio/mpeg' })
        .end(Buffer.from([0xff, 0xfb, 0x90, 0x00])),
    );
    const voice = createVoiceClient({ origin: server.origin, apiKey: 'xi-secreto' });
    const audio = await voice.textToSpeech({
      voiceId: 'voz 1',
      text: 'Bienvenida a tu entrevista.',
    });
    expect(audio).toBeInstanceOf(Blob);
    expect(audio.type).toBe('audio/mpeg');
    expect(audio.size).toBe(4);
    const request = server.received[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/text-to-speech/voz%201' });
    expect(JSON.parse(request.body)).toEqual({
      text: 'Bienvenida a tu entrevista.',
      model_id: 'eleven_multilingual_v2',
    });
    expect(request.headers['xi-api-key']).toBe('xi-secreto');
  });

  it('through the proxy (browser) sends no key, only the user token', async () => {
    server.answer((_req, res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end('mp3'));
    const voice = createVoiceClient({ origin: `${server.origin}/voice/`, getToken: () => 'tok' });
    await voice.textToSpeech({
      voiceId: 'v',
      text: 'Hola',
      model_id: 'eleven_flash_v2_5',
      output_format: 'mp3_22050_32',
    });
    const request = server.received[0]!;
    expect(request.url).toBe('/voice/v1/text-to-speech/v?output_format=mp3_22050_32');
    expect(request.headers['xi-api-key']).toBeUndefined();
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(request.body).model_id).toBe('eleven_flash_v2_5');
  });

  it('asks the proxy whether it has a provider with a GET and the user token', async () => {
    server.answer((_req, res) => json(res, 200, { provider: false }));
    const voice = createVoiceClient({
      origin: `${server.origin}/voice-api`,
      getToken: () => 'tok',
    });
    expect(await voice.status()).toEqual({ provider: false });
    const request = server.received[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/voice-api/v1/status');
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('speech-to-text uploads the file and the options as multipart, scribe_v1 by default', async () => {
    const transcription = {
      language_code: 'spa',
      language_probability: 0.98,
      text: 'Hola',
      words: [],
    };
    server.answer((_req, res) => json(res, 200, transcription));
    const voice = createVoiceClient({ origin: server.origin });
    const result = await voice.speechToText({
      file: new File(['RIFFDATA'], 'respuesta.wav', { type: 'audio/wav' }),
      language_code: 'spa',
      tag_audio_events: false,
      num_speakers: 2,
      timestamps_granularity: 'word',
      diarize: true,
    });
    expect(result).toEqual(transcription);
    const request = server.received[0]!;
    expect(request.url).toBe('/v1/speech-to-text');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toMatch(
      /name="file"; filename="respuesta.wav"\r\nContent-Type: audio\/wav\r\n\r\nRIFFDATA/,
    );
    for (const [name, value] of [
      ['model_id', 'scribe_v1'],
      ['language_code', 'spa'],
      ['tag_audio_events', 'false'],
      ['num_speakers', '2'],
      ['timestamps_granularity', 'word'],
      ['diarize', 'true'],
    ]) {
      expect(request.body).toContain(`name="${name}"\r\n\r\n${value}`);
    }
  });

  it('turns provider errors and network failures into ApiError', async () => {
    server.answer((_req, res) =>
      json(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid key' } }),
    );
    const voice = createVoiceClient({ origin: server.origin });
    const error = (await voice
      .textToSpeech({ voiceId: 'v', text: 'Hola' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, data: { detail: { status: 'invalid_api_key' } } });

    const closed = await startLocalServer();
    await closed.close();
    const offline = createVoiceClient({ origin: closed.origin });
    await expect(offline.textToSpeech({ voiceId: 'v', text: 'Hola' })).rejects.toMatchObject({
      name: 'ApiError',
      status: null,
    });
  });
});

describe('pollBatch', () => {
  const batch = (status: Batch['status'], processed: number): Batch => ({
    id: '7b0c6f0e-3f8e-4a8e-9f55-0d7c1c1e2a10',
    type: 'employees_import',
    status,
    dry_run: false,
    total_rows: 10,
    processed_rows: processed,
    failed_rows: 0,
    created_rows: processed,
    updated_rows: 0,
    errors: [],
    message: null,
    created_at: '2026-11-22T14:00:00Z',
    finished_at: null,
  });

  function answerInTurn(...batches: Batch[]) {
    let index = 0;
    server.answer((_req, res) =>
      json(res, 200, { data: batches[Math.min(index++, batches.length - 1)] }),
    );
  }

  it('knows the final statuses of the contract', () => {
    expect(
      ['pending', 'processing', 'completed', 'completed_with_errors', 'failed'].filter((s) =>
        isFinalBatchStatus(s as Batch['status']),
      ),
    ).toEqual(['completed', 'completed_with_errors', 'failed']);
  });

  it('polls with growing, capped waits until a final status', async () => {
    answerInTurn(
      batch('pending', 0),
      batch('processing', 2),
      batch('processing', 6),
      batch('processing', 8),
      batch('completed', 10),
    );
    const waits: number[] = [];
    const progress: number[] = [];
    const api = createJornadaClient({ origins: { main: server.origin }, retry: false });
    const final = await pollBatch(api, batch('pending', 0).id, {
      initialDelayMs: 100,
      factor: 2,
      maxDelayMs: 300,
      sleep: async (ms) => {
        waits.push(ms);
      },
      onProgress: (b) => progress.push(b.processed_rows),
    });
    expect(final.status).toBe('completed');
    expect(waits).toEqual([100, 200, 300, 300]);
    expect(progress).toEqual([0, 2, 6, 8, 10]);
    expect(server.received.map((r) => r.url)).toEqual(Array(5).fill(`/api/v1/batch/${final.id}`));
  });

  it('resolves with a failed batch too', async () => {
    answerInTurn(batch('failed', 3));
    const api = createJornadaClient({ origins: { main: server.origin }, retry: false });
    await expect(pollBatch(api, 'b', { sleep: async () => undefined })).resolves.toMatchObject({
      status: 'failed',
    });
  });

  it('stops when the signal aborts during a wait, with the abort reason', async () => {
    answerInTurn(batch('processing', 1));
    const api = createJornadaClient({ origins: { main: server.origin }, retry: false });
    const controller = new AbortController();
    const pending = pollBatch(api, 'b', {
      signal: controller.signal,
      initialDelayMs: 60_000,
    }).catch((e: unknown) => e);
    while (server.received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    const error = (await pending) as Error;
    expect(error.name).toBe('AbortError');
    expect(server.received).toHaveLength(1);
  });

  it('rejects with ApiError when a poll fails', async () => {
    server.answer((_req, res) => json(res, 404, { message: 'El lote no existe.' }));
    const api = createJornadaClient({ origins: { main: server.origin }, retry: false });
    await expect(pollBatch(api, 'nada')).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'El lote no existe.',
    });
  });

  it('batchQueryOptions refetches every interval until the batch is final', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const api = createJornadaClient({ origins: { main: server.origin }, retry: false });
    const options = batchQueryOptions(api, 'b', 500);
    const interval = options.refetchInterval as (query: unknown) => number | false;
    answerInTurn(batch('processing', 4));
    await queryClient.fetchQuery(options);
    expect(interval(queryClient.getQueryCache().find({ queryKey: options.queryKey }))).toBe(500);
    answerInTurn(batch('completed_with_errors', 10));
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(interval(queryClient.getQueryCache().find({ queryKey: options.queryKey }))).toBe(false);
  });
});
