/**
 * The public origin (`PUBLIC_URL`) on the Fastify instance, so that every link
 * the server hands out (e-mails, file and report URLs) is built from settings
 * and never from the request's `Host` or `X-Forwarded-Host`, which a caller
 * controls.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** `config.publicUrl`: origin of every absolute link, without a trailing slash. */
    publicUrl: string;
  }
}

/** Decorates the app with `publicUrl` (read it as `request.server.publicUrl`). */
export function registerPublicUrl(app: FastifyInstance, config: Config): void {
  app.decorate('publicUrl', config.publicUrl);
}
