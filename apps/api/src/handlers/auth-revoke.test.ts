import { describe, expect, it } from 'vitest';
import { oauthClients } from '../db/schema.ts';
import { listeningTestApp } from '../test/listening-app.ts';
import { connectSocket } from '../realtime/test-client.ts';
import { assertMatchesContract } from '../test/contract-validator.ts';
import { signIn } from '../test/harness.ts';

const live = listeningTestApp();

const tokenOf = (headers: { authorization: string }) =>
  headers.authorization.slice('Bearer '.length);

const revoke = (payload: Record<string, unknown>) =>
  live.app.inject({ method: 'POST', url: '/oauth/revoke', payload });

const currentUserStatus = async (headers: { authorization: string }) =>
  (await live.app.inject({ method: 'GET', url: '/api/v1/user', headers })).statusCode;

describe('POST /oauth/revoke', () => {
  it('given a live token, answers 200 with an empty body and the token stops working', async () => {
    const headers = await signIn(live.app, 'candidato@jornada.test');
    expect(await currentUserStatus(headers)).toBe(200);
    const response = await revoke({
      token: tokenOf(headers),
      token_type_hint: 'access_token',
      client_id: 'jornada-web',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    assertMatchesContract('POST', '/oauth/revoke', response);
    expect(await currentUserStatus(headers)).toBe(401);
  });

  it('accepts a form-encoded body, as OAuth clients send it', async () => {
    const headers = await signIn(live.app, 'empleado@jornada.test');
    const response = await live.app.inject({
      method: 'POST',
      url: '/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: tokenOf(headers),
        client_id: 'jornada-web',
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(await currentUserStatus(headers)).toBe(401);
  });

  it('given an unknown token, answers the same empty 200 (RFC 7009 §2.2)', async () => {
    const response = await revoke({ token: 'no-existe', client_id: 'jornada-web' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    assertMatchesContract('POST', '/oauth/revoke', response);
  });

  it('given a token already revoked, answers 200 again', async () => {
    const headers = await signIn(live.app, 'chofer@jornada.test');
    const payload = { token: tokenOf(headers), client_id: 'jornada-web' };
    expect((await revoke(payload)).statusCode).toBe(200);
    expect((await revoke(payload)).statusCode).toBe(200);
  });

  it("given another client's token, answers 200 and leaves that token working", async () => {
    await live.database.db
      .insert(oauthClients)
      .values({ id: 'otra-app', name: 'Otra aplicación', isPublic: true });
    const grant = await live.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: 'otra-app',
        username: 'empresa@jornada.test',
        password: 'Jornada2026!',
      },
    });
    const headers = { authorization: `Bearer ${grant.json().access_token as string}` };
    const response = await revoke({ token: tokenOf(headers), client_id: 'jornada-web' });
    expect(response.statusCode).toBe(200);
    expect(await currentUserStatus(headers)).toBe(200);
  });

  it('given no token, answers 400 naming the field in Spanish', async () => {
    const response = await revoke({ client_id: 'jornada-web' });
    expect(response.statusCode).toBe(400);
    assertMatchesContract('POST', '/oauth/revoke', response);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(['token']);
    expect(body.errors.token[0]).toMatch(/propiedad/);
  });

  it('given an unknown client, answers 401 invalid_client and revokes nothing', async () => {
    const headers = await signIn(live.app, 'admin@jornada.test');
    const response = await revoke({ token: tokenOf(headers), client_id: 'otro' });
    expect(response.statusCode).toBe(401);
    assertMatchesContract('POST', '/oauth/revoke', response);
    expect(response.json().code).toBe('invalid_client');
    expect(await currentUserStatus(headers)).toBe(200);
  });

  it('disconnects the sockets authenticated with the revoked token', async () => {
    const headers = await signIn(live.app, 'otra-empresa@jornada.test');
    const socket = await live.connect(tokenOf(headers));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const response = await revoke({ token: tokenOf(headers), client_id: 'jornada-web' });
    expect(response.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    await expect(connectSocket(live.url, tokenOf(headers))).rejects.toThrow(
      'Tu sesión no es válida o expiró. Inicia sesión de nuevo.',
    );
  });
});
