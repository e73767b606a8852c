import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSharedSerializer, shareCompiledValidators } from './schema-compilers.ts';

const schema = {
  headers: {
    type: 'object',
    required: ['X-Clock-Link'],
    properties: { 'X-Clock-Link': { type: 'string', minLength: 3 } },
  },
  body: {
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: { type: 'string', maxLength: 5 } },
  },
  response: {
    200: {
      type: 'object',
      properties: { name: { type: 'string' }, validator: { type: 'boolean' } },
    },
  },
};

const seen = new Set<unknown>();

async function anApp() {
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: buildSharedSerializer } },
    ajv: { onCreate: shareCompiledValidators, customOptions: { allErrors: true } },
  });
  app.post('/echo', { schema }, async (request) => {
    seen.add(request.getValidationFunction('body'));
    return { ...(request.body as object), secret: 'never serialized', validator: true };
  });
  await app.ready();
  return app;
}

describe('validators and serializers shared by the apps of one process', () => {
  const apps: Array<Awaited<ReturnType<typeof anApp>>> = [];
  afterAll(async () => Promise.all(apps.map((app) => app.close())));

  it('a second app uses the validator the first compiled, and both still refuse what the schema refuses', async () => {
    apps.push(await anApp(), await anApp());
    for (const app of apps) {
      const ok = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'x-clock-link': 'abcd' },
        payload: { name: 'Ana' },
      });
      expect(ok.statusCode).toBe(200);
      // The response schema still decides what is sent.
      expect(ok.json()).toEqual({ name: 'Ana', validator: true });

      const tooLong = await app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'x-clock-link': 'abcd' },
        payload: { name: 'Anastasia' },
      });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain('must NOT have more than 5 characters');

      // Header names stay case-insensitive, as with Fastify's own compiler.
      const noHeader = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ana' } });
      expect(noHeader.statusCode).toBe(400);
      expect(noHeader.json().message).toContain("must have required property 'x-clock-link'");
    }
    expect(seen.size).toBe(1);
  });
});
