/**
 * Sign-out: OAuth 2.0 Token Revocation (RFC 7009), `POST /oauth/revoke`
 * (openapi/README.md decision 32).
 */
import type { FastifyReply } from 'fastify';
import { checkClient } from '../auth/clients.ts';
import { revokeAccessToken } from '../auth/tokens.ts';
import type { AppContext, Handlers } from '../http/context.ts';

/** Handlers keyed by operationId. */
export function authRevokeHandlers({ db }: AppContext): Handlers {
  return {
    async revokeToken(request, reply: FastifyReply) {
      const body = request.body;
      await checkClient(db, body.client_id, body.client_secret);
      // RFC 7009 §2.2: the same empty 200 whether or not the token was live and the client's.
      await revokeAccessToken(db, body.token, body.client_id);
      return reply.status(200).send();
    },
  };
}
