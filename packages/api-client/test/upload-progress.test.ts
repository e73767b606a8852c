import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  isAbortError,
  uploadImageWithProgress,
  uploadWithProgress,
  type UploadProgress,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';
import { NodeXhr } from './node-xhr.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const createXhr = () => new NodeXhr() as unknown as XMLHttpRequest;
const png = () => new File([new Uint8Array(100 * 1024).fill(7)], 'foto.png', { type: 'image/png' });

describe('given an image upload with progress', () => {
  it('sends the multipart body with the token, reports growing progress up to 100 %, and resolves with the image', async () => {
    const image = { id: 9, url: `${server.origin}/api/v1/files/abc.png` };
    server.answer((_req, res) => json(res, 201, { data: image }));
    const progress: UploadProgress[] = [];
    const stored = await uploadImageWithProgress(
      { file: png(), resource_id: 4, resource_type: 'user' },
      { origin: server.origin, token: 'tok-1', createXhr, onProgress: (p) => progress.push(p) },
    );
    expect(stored).toEqual(image);
    const [received] = server.received;
    expect(received).toMatchObject({ method: 'POST', url: '/api/v1/images' });
    expect(received!.headers.authorization).toBe('Bearer tok-1');
    expect(received!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.body).toContain('name="resource_type"\r\n\r\nuser');
    expect(received!.body).toContain('filename="foto.png"');
    expect(progress.length).toBeGreaterThan(2);
    const percents = progress.map((p) => p.percent!);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({
      percent: 100,
      total: Number(received!.headers['content-length']),
    });
  });

  it('rejects with the server message and status (413 too large)', async () => {
    server.answer((_req, res) =>
      json(res, 413, { message: 'El archivo es demasiado grande.', code: 'file_too_large' }),
    );
    const error = await uploadWithProgress({
      url: `${server.origin}/api/v1/images`,
      body: new FormData(),
      createXhr,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'El archivo es demasiado grande.' });
  });

  it('rejects as aborted when the signal fires, and does not start when it already fired', async () => {
    server.answer(() => {});
    const form = new FormData();
    form.append('file', png());
    const controller = new AbortController();
    const aborted = await uploadWithProgress({
      url: `${server.origin}/api/v1/images`,
      body: form,
      createXhr,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    }).catch((e: unknown) => e);
    expect(aborted).toBeInstanceOf(ApiError);
    expect(aborted).toMatchObject({ status: null, message: 'La solicitud se canceló.' });
    expect(isAbortError((aborted as { cause?: unknown }).cause)).toBe(true);

    const before = await uploadWithProgress({
      url: `${server.origin}/api/v1/images`,
      body: form,
      createXhr,
      signal: AbortSignal.abort(),
    }).catch((e: unknown) => e);
    expect(before).toMatchObject({ status: null, message: 'La solicitud se canceló.' });
  });
});
