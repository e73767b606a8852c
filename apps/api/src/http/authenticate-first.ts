/**
 * Authentication before validation: fastify-openapi-glue checks `security` in a
 * `preHandler`, after the body was parsed and validated, so an anonymous call
 * with a bad body got 400 instead of 401. This adds an `onRequest` hook to every
 * route whose contract operation requires a bearer token (every alternative of
 * its `security` names `bearerAuth`), so such callers get 401 whatever they send,
 * before a body (or an upload) is even read.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { OpenApiDocument } from './contract.ts';

type SecurityRequirement = Record<string, unknown>;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

interface SecuredOperation {
  operationId?: string;
  security?: SecurityRequirement[];
}

/**
 * Every operation that requires a bearer token (every alternative of its
 * effective `security` names `bearerAuth`), with its method and path. The one
 * rule behind both the `onRequest` hook and the signed-in request type
 * (http/signed-in.ts).
 */
export function bearerRequiredOperations(
  contract: OpenApiDocument,
): { method: string; path: string; operationId?: string }[] {
  const root = (contract.security ?? []) as SecurityRequirement[];
  const found: { method: string; path: string; operationId?: string }[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of methods) {
      const operation = item[method] as SecuredOperation | undefined;
      if (!operation) continue;
      const security = operation.security ?? root;
      if (security.length && security.every((requirement) => 'bearerAuth' in requirement))
        found.push({ method, path, operationId: operation.operationId });
    }
  }
  return found;
}

/** `METHOD /fastify/:url` of every operation that requires a bearer token. */
export function bearerRequiredRoutes(contract: OpenApiDocument): Set<string> {
  return new Set(
    bearerRequiredOperations(contract).map(
      ({ method, path }) => `${method.toUpperCase()} ${path.replace(/{(\w+)}/g, ':$1')}`,
    ),
  );
}

/**
 * Registers the hook; call it before the routes are added.
 * @param authenticate - resolves the caller (sets `request.userId`) or throws 401.
 */
export function authenticateFirst(
  app: FastifyInstance,
  contract: OpenApiDocument,
  authenticate: (request: FastifyRequest) => Promise<void>,
): void {
  const secured = bearerRequiredRoutes(contract);
  const hook: onRequestHookHandler = async (request) => authenticate(request);
  app.addHook('onRoute', (route) => {
    const routeMethods = [route.method].flat();
    if (!routeMethods.some((method) => secured.has(`${method} ${route.url}`))) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), hook];
  });
}
