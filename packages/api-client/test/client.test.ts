import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createJornadaClient, issueToken, unwrap } from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

describe('createJornadaClient', () => {
  it('given a token, sends it as a bearer header', async () => {
    server.answer((_req, res) => json(res, 200, { data: { id: 1 } }));
    const api = createJornadaClient({ origins: { main: server.origin }, getToken: () => 'abc123' });
    await unwrap(api.main.GET('/api/v1/user'));
    expect(server.received[0]?.headers.authorization).toBe('Bearer abc123');
  });

  it('when signed out, sends no authorization header', async () => {
    server.answer((_req, res) => json(res, 200, { data: [] }));
    const api = createJornadaClient({ origins: { main: server.origin }, getToken: () => null });
    await unwrap(api.jobs.GET('/api/v1/states'));
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the search key on search calls only', async () => {
    server.answer((_req, res) => json(res, 200, { data: [], meta: {} }));
    const api = createJornadaClient({
      origins: { main: server.origin },
      searchKey: 'llave-publica',
    });
    await unwrap(api.main.GET('/api/v1/search/vacancies', { params: { query: { q: 'chofer' } } }));
    await unwrap(api.jobs.GET('/api/v1/states'));
    expect(server.received[0]?.url).toBe('/api/v1/search/vacancies?q=chofer');
    expect(server.received[0]?.headers['x-search-key']).toBe('llave-publica');
    expect(server.received[1]?.headers['x-search-key']).toBeUndefined();
  });

  it('uses the jobs origin for the job portal and falls back to main for others', async () => {
    const other = await startLocalServer();
    other.answer((_req, res) => json(res, 200, { data: [] }));
    server.answer((_req, res) => json(res, 200, { data: [] }));
    const api = createJornadaClient({ origins: { main: server.origin, jobs: other.origin } });
    await unwrap(api.jobs.GET('/api/v1/states'));
    await unwrap(api.ceiba.GET('/api/v1/states'));
    expect(other.received).toHaveLength(1);
    expect(server.received).toHaveLength(1);
    await other.close();
  });
});

describe('ApiError normalisation', () => {
  it('turns a 4xx JSON body into { message, status, data }', async () => {
    const body = {
      message: 'Los datos enviados no son válidos.',
      errors: { page: ['debe ser integer'] },
    };
    server.answer((_req, res) => json(res, 400, body));
    const api = createJornadaClient({ origins: { main: server.origin } });
    const error = await unwrap(api.main.GET('/api/v1/search/vacancies')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: body.message, status: 400, data: body });
    expect((error as ApiError).fieldErrors).toEqual({ page: ['debe ser integer'] });
  });

  it('turns a 5xx text body into an ApiError with the text as data', async () => {
    server.answer((_req, res) =>
      res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway'),
    );
    const api = createJornadaClient({ origins: { main: server.origin } });
    const error = (await unwrap(api.jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(502);
    expect(error.data).toBe('Bad gateway');
    expect(error.message).toBe('La solicitud falló (error 502).');
  });

  it('turns a network failure into an ApiError with status null', async () => {
    const closed = await startLocalServer();
    await closed.close();
    const api = createJornadaClient({ origins: { main: closed.origin } });
    const error = (await unwrap(api.jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBeNull();
    expect(error.data).toBeNull();
    expect(error.message).toMatch(/conexión/);
  });

  it('rejects with the abort reason when the signal aborts', async () => {
    server.answer(() => undefined);
    const api = createJornadaClient({ origins: { main: server.origin } });
    const controller = new AbortController();
    const pending = unwrap(api.jobs.GET('/api/v1/states', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const error = (await pending) as Error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.name === 'ApiError' && (error as ApiError).status).toBeNull();
  });
});

describe('issueToken', () => {
  it('posts the password grant with the public web client', async () => {
    server.answer((_req, res) =>
      json(res, 200, { token_type: 'Bearer', access_token: 't', expires_in: 60 }),
    );
    const api = createJornadaClient({ origins: { main: server.origin } });
    const token = await issueToken(api, {
      username: 'candidato@jornada.test',
      password: 'secreto',
    });
    expect(token.access_token).toBe('t');
    expect(JSON.parse(server.received.find((r) => r.url === '/oauth/token')!.body)).toEqual({
      grant_type: 'password',
      client_id: 'jornada-web',
      username: 'candidato@jornada.test',
      password: 'secreto',
    });
  });
});
