/**
 * A signed link's token never reaches the log (decision 39): the pages send it
 * in `X-Clock-Link`, the request log leaves headers out, and a line that
 * carries request headers has the token replaced by `[oculto]`.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withLogSerializers } from '../../../http/log-serializers.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { accounts, clockFixture } from '../../../test/clock-attendance.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream } });
  const f = await clockFixture(t);
  const kiosk = await t.app.inject({
    method: 'GET',
    url: `/clocker-api/v1/generate-signed-url-company/${f.companyId}`,
    headers: f.headers[accounts.staff],
  });
  token = kiosk.json().data.url.split('#')[1];
});
afterAll(() => t.close());

describe('given the log at trace level', () => {
  it('reading a link and checking in through it log no part of its token', async () => {
    lines.length = 0;
    const read = await t.app.inject({
      method: 'GET',
      url: '/clocker-api/v1/clock-link',
      headers: { 'x-clock-link': token },
    });
    expect(read.statusCode).toBe(200);
    const check = await t.app.inject({
      method: 'POST',
      url: '/clocker-api/v1/clock-link/attendances',
      headers: { 'x-clock-link': token },
      payload: { type: 'check_in', employee_number: 'NO-EXISTE', pin: '4821' },
    });
    expect(check.statusCode).toBe(401);
    const log = lines.join('');
    expect(log).toContain('/clocker-api/v1/clock-link');
    for (const part of token.split('.').slice(1)) expect(log).not.toContain(part);
  });

  it('a line that carries the request headers shows [oculto] for the link and the bearer token', () => {
    const captured: string[] = [];
    const logger = pino(
      withLogSerializers({ level: 'info' }) as pino.LoggerOptions,
      new Writable({
        write(chunk, _encoding, done) {
          captured.push(String(chunk));
          done();
        },
      }),
    );
    logger.info(
      { headers: { 'x-clock-link': token, authorization: 'Bearer secreto' } },
      'cabeceras',
    );
    logger.info({ request: { headers: { 'x-clock-link': token } } }, 'cabeceras');
    const logged = captured.join('');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('secreto');
    expect(logged.match(/\[oculto\]/g)).toHaveLength(3);
  });
});
