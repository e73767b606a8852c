/**
 * Access declared on every operation (docs/decisions/0012-access-helper.md; README "Access"): each
 * operation of the three documents carries `x-jornada-access` with its scope,
 * and the declaration agrees with the operation — public ones can be called
 * without a token, self and company ones name a placeholder or field the
 * operation really has.
 */
import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, operations, readDocument, type OpenApiDocument } from './helpers.ts';

const TIMEOUT = 60_000;

/** The declaration as written in the contract. */
interface Access {
  scope?: string;
  self?: string | Record<string, string>;
  company?: Record<string, string>;
  members?: string[];
  others?: string[];
  memberOf?: string[];
}

type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[] };
type Parameter = { $ref?: string; in?: string; name?: string };

/** Follows local `$ref`s (`#/components/…`) inside a document. */
function resolve<T extends { $ref?: string }>(
  doc: OpenApiDocument,
  node: T | undefined,
): T | undefined {
  let current = node;
  while (current?.$ref) {
    if (!current.$ref.startsWith('#/')) return undefined;
    current = current.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], doc) as T;
  }
  return current;
}

/** The property names of a schema, through `allOf`. */
function propertyNames(doc: OpenApiDocument, schema: Schema | undefined): string[] {
  const s = resolve(doc, schema);
  if (!s) return [];
  return [
    ...Object.keys(s.properties ?? {}),
    ...(s.allOf ?? []).flatMap((part) => propertyNames(doc, part)),
  ];
}

/** Whether the security requirement lets a caller without a bearer token in. */
const admitsAnonymous = (security: Record<string, unknown>[]) =>
  security.length === 0 || security.some((alternative) => !('bearerAuth' in alternative));

const scopes = ['public', 'self', 'company', 'admin'];
const memberKinds = new Set(['staff', 'employee', 'driver']);
const othersOf: Record<string, Set<string>> = {
  self: new Set(['admin', 'recruiter']),
  company: new Set(['admin', 'owner', 'applicant']),
};

/**
 * The problems of one operation's declaration, each naming the operation.
 * @param proxied - the document describes a third party that browsers reach
 *   through a Jornada proxy (voice.yaml): its `security` is the third party's
 *   key, so the declaration says who may call the proxy and is not compared with it.
 */
function problemsOf(
  doc: OpenApiDocument,
  { method, path, operation }: ReturnType<typeof operations>[number],
  proxied: boolean,
): string[] {
  const where = `${method} ${path} (${operation.operationId})`;
  const access = operation['x-jornada-access'] as Access | undefined;
  if (!access) return [`${where}: no x-jornada-access`];
  const problems: string[] = [];
  const allowed = new Set(['scope', 'self', 'company', 'members', 'others', 'memberOf']);
  for (const key of Object.keys(access))
    if (!allowed.has(key)) problems.push(`${where}: unknown key ${key}`);
  const { scope } = access;
  if (!scopes.includes(scope ?? '')) return [...problems, `${where}: scope ${scope}`];

  const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
  const parameters = ((operation.parameters ?? []) as Parameter[]).map((p) => resolve(doc, p)!);
  const query = parameters.filter((p) => p.in === 'query').map((p) => p.name!);
  const body = resolve(
    doc,
    operation.requestBody as { $ref?: string; content?: Record<string, { schema?: Schema }> },
  );
  const fields = Object.values(body?.content ?? {}).flatMap((c) => propertyNames(doc, c.schema));
  const security = (operation.security ?? doc.security ?? []) as Record<string, unknown>[];

  if (!proxied && (scope === 'public') !== admitsAnonymous(security))
    problems.push(
      `${where}: scope ${scope} but security ${JSON.stringify(security)} (public ⇔ callable without a bearer token)`,
    );
  if (
    (placeholders.includes('companyId') || query.includes('company_id')) &&
    scope !== 'company' &&
    scope !== 'admin'
  )
    problems.push(`${where}: names a company (companyId, company_id) but is ${scope}`);
  if (scope !== 'self' && access.self) problems.push(`${where}: self on a ${scope} operation`);
  if (scope !== 'company' && access.members)
    problems.push(`${where}: members on a ${scope} operation`);
  if ((scope === 'public' || scope === 'admin') && access.others)
    problems.push(`${where}: others on a ${scope} operation`);
  if ((scope === 'public' || scope === 'self') && access.company)
    problems.push(`${where}: company on a ${scope} operation`);
  for (const other of access.others ?? [])
    if (!othersOf[scope!]?.has(other))
      problems.push(`${where}: others ${other} on a ${scope} operation`);

  if (scope === 'self') {
    const self = access.self;
    if (self === 'caller') {
      if (placeholders.includes('userId'))
        problems.push(`${where}: the path names the user, so self is { path: userId }`);
    } else if (!self || typeof self !== 'object' || Object.keys(self).length !== 1) {
      problems.push(`${where}: self is caller, { path: … } or { record: … }`);
    } else {
      const [[source, name]] = Object.entries(self) as [[string, string]];
      if (!['path', 'record'].includes(source)) problems.push(`${where}: self.${source}`);
      else if (!placeholders.includes(name))
        problems.push(`${where}: self.${source} ${name} is not a placeholder of the path`);
      else if (source === 'path' && name !== 'userId')
        problems.push(`${where}: self.path names the user id placeholder (userId), not ${name}`);
    }
  }

  if (scope === 'company' || (scope === 'admin' && access.company)) {
    const locators = Object.entries(access.company ?? {});
    if (locators.length !== 1) problems.push(`${where}: company needs exactly one locator`);
    for (const [source, name] of locators) {
      const found =
        source === 'path'
          ? placeholders.includes(name) && /^companyId$/.test(name)
          : source === 'record'
            ? placeholders.includes(name) || fields.includes(name)
            : source === 'query'
              ? query.includes(name)
              : source === 'body'
                ? fields.includes(name)
                : source === 'resource'
                  ? (query.includes(name) && query.includes('resource_type')) ||
                    (fields.includes(name) && fields.includes('resource_type'))
                  : false;
      if (!found) problems.push(`${where}: company.${source} ${name} is not in the operation`);
    }
  }
  if (access.memberOf !== undefined) {
    if (scope === 'admin') problems.push(`${where}: memberOf on an admin operation`);
    if (!Array.isArray(access.memberOf) || !access.memberOf.length)
      problems.push(`${where}: memberOf lists at least one kind`);
    for (const kind of access.memberOf ?? [])
      if (!memberKinds.has(kind)) problems.push(`${where}: memberOf kind ${kind}`);
  }
  if (scope === 'company') {
    if (!Array.isArray(access.members)) problems.push(`${where}: members missing`);
    for (const kind of access.members ?? [])
      if (!memberKinds.has(kind)) problems.push(`${where}: member kind ${kind}`);
    if (access.members?.length === 0 && !access.others?.length)
      problems.push(`${where}: nobody may call it (no members, no others)`);
  }
  return problems;
}

describe('x-jornada-access on every operation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jornada-access-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let main: OpenApiDocument | undefined;
  const getMain = () => (main ??= bundle(join(dir, 'openapi.yaml')));
  const documents = () => [
    { name: 'src/openapi.yaml', doc: getMain(), proxied: false },
    { name: 'voice.yaml', doc: readDocument('voice.yaml'), proxied: true },
    { name: 'static.yaml', doc: readDocument('static.yaml'), proxied: false },
  ];

  it(
    'each operation declares a valid scope that agrees with its path, parameters, body and security',
    () => {
      const problems = documents().flatMap(({ name, doc, proxied }) =>
        operations(doc).flatMap((o) => problemsOf(doc, o, proxied).map((p) => `${name} ${p}`)),
      );
      expect(problems).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'prints how many operations each scope has',
    () => {
      const counts: Record<string, number> = {};
      for (const { doc } of documents())
        for (const { operation } of operations(doc)) {
          const scope = (operation['x-jornada-access'] as Access | undefined)?.scope ?? 'none';
          counts[scope] = (counts[scope] ?? 0) + 1;
        }
      console.log(
        `access scopes: ${scopes.map((s) => `${s} ${counts[s] ?? 0}`).join(', ')} (${Object.values(counts).reduce((a, b) => a + b, 0)} operations)`,
      );
      expect(counts.none).toBeUndefined();
      expect(counts.company).toBeGreaterThan(100);
    },
    TIMEOUT,
  );

  it('the checks catch an operation without a declaration or with a wrong one', () => {
    const doc: OpenApiDocument = {
      security: [{ bearerAuth: [] }],
      paths: {
        '/a/{companyId}': { get: { operationId: 'a' } },
        '/b': { get: { operationId: 'b', 'x-jornada-access': { scope: 'public' } } },
        '/c/{userId}': {
          get: { operationId: 'c', 'x-jornada-access': { scope: 'self', self: 'caller' } },
        },
        '/d': {
          get: {
            operationId: 'd',
            'x-jornada-access': { scope: 'company', company: { query: 'company_id' }, members: [] },
          },
        },
        '/f/{companyId}': {
          get: { operationId: 'f', 'x-jornada-access': { scope: 'self', self: 'caller' } },
        },
        '/g': {
          get: {
            operationId: 'g',
            'x-jornada-access': { scope: 'admin', memberOf: ['boss'] },
          },
        },
        '/e/{ticketId}': {
          get: {
            operationId: 'e',
            'x-jornada-access': {
              scope: 'company',
              company: { record: 'ticketId' },
              members: ['staff'],
            },
          },
        },
      },
    };
    const problems = operations(doc).flatMap((o) => problemsOf(doc, o, false));
    expect(problems).toEqual([
      'GET /a/{companyId} (a): no x-jornada-access',
      'GET /b (b): scope public but security [{"bearerAuth":[]}] (public ⇔ callable without a bearer token)',
      'GET /c/{userId} (c): the path names the user, so self is { path: userId }',
      'GET /d (d): company.query company_id is not in the operation',
      'GET /d (d): nobody may call it (no members, no others)',
      'GET /f/{companyId} (f): names a company (companyId, company_id) but is self',
      'GET /g (g): memberOf on an admin operation',
      'GET /g (g): memberOf kind boss',
    ]);
  });
});
