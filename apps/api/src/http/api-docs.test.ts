import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { apiDocsPath, apiDocsScriptPath, apiDocumentPaths } from './api-docs.ts';

describe('the API documents itself', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  describe('given a caller without a token', () => {
    it('serves the main contract as JSON at /api/v1/openapi.json', async () => {
      const response = await test.app.inject({ url: '/api/v1/openapi.json' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const document = response.json<{ openapi: string; info: { title: string }; paths: object }>();
      expect(document.openapi).toBe('3.1.0');
      expect(document.info.title).toBe('Jornada API');
      expect(document.paths).toHaveProperty('/oauth/token');
    });

    it('serves the voice and static documents too', async () => {
      const voice = await test.app.inject({ url: apiDocumentPaths.voice });
      expect(voice.statusCode).toBe(200);
      expect(voice.json()).toMatchObject({
        info: { title: 'Jornada voice service (third party)' },
        paths: { '/v1/text-to-speech/{voice_id}': { post: { operationId: 'textToSpeech' } } },
      });
      const files = await test.app.inject({ url: apiDocumentPaths.static });
      expect(files.statusCode).toBe(200);
      expect(files.json()).toMatchObject({ paths: { '/sw.js': { get: {} } } });
    });

    it('serves the reference page, which loads the renderer from this origin and has no inline script', async () => {
      for (const url of [apiDocsPath, `${apiDocsPath}/`]) {
        const response = await test.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.body).toContain(`<script src="${apiDocsScriptPath}"></script>`);
        expect(response.body).not.toMatch(/https?:\/\//);
        const scripts = response.body.match(/<script[^>]*>[^<]*<\/script>/g) ?? [];
        expect(scripts.map((tag) => tag.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual([
          '',
          '',
        ]);
      }
    });

    it("keeps the app's Content Security Policy on the reference and its script", async () => {
      const app = await test.app.inject({ url: '/api/v1/states' });
      const page = await test.app.inject({ url: apiDocsPath });
      const script = await test.app.inject({ url: apiDocsScriptPath });
      expect(page.headers['content-security-policy']).toBe(app.headers['content-security-policy']);
      expect(script.headers['content-security-policy']).toBe(
        app.headers['content-security-policy'],
      );
      expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    });

    it("serves Scalar's standalone bundle as JavaScript", async () => {
      const response = await test.app.inject({ url: apiDocsScriptPath });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/javascript/);
      expect(response.body).toContain('createApiReference');
    });
  });
});
