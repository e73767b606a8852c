import { describe, expect, it } from 'vitest';
import { operations, readDocument, type OpenApiDocument } from './helpers.ts';

type PathItem = NonNullable<OpenApiDocument['paths']>[string];

/**
 * The first six operations already have a server and a client: their ids, paths and
 * parameters must not change (openapi/README.md). Parameters are compared by name and place;
 * `$ref` parameters by their reference.
 */
const FINAL = [
  { method: 'POST', path: '/oauth/token', operationId: 'issueToken', parameters: [] },
  { method: 'GET', path: '/api/v1/user', operationId: 'getCurrentUser', parameters: [] },
  { method: 'GET', path: '/api/v1/states', operationId: 'listStates', parameters: [] },
  {
    method: 'GET',
    path: '/api/v1/job-categories',
    operationId: 'listJobCategories',
    parameters: [],
  },
  {
    method: 'GET',
    path: '/api/v1/search/vacancies',
    operationId: 'searchVacancies',
    parameters: [
      'query q',
      'query state_id',
      'query municipality_id',
      'query job_category_id',
      'query modality',
      'query verified_company',
      'query salary_min',
      'query sort',
      '../schemas/common.yaml#/PageParameter',
      '../schemas/common.yaml#/PerPageParameter',
    ],
  },
  {
    method: 'GET',
    path: '/api/v1/vacancies/{vacancyId}',
    operationId: 'getVacancy',
    parameters: ['path vacancyId'],
  },
];

describe('final operations', () => {
  // Read the unbundled sources: references are compared as written.
  const root = readDocument('src/openapi.yaml');
  const paths: Record<string, PathItem> = {};
  for (const [path, item] of Object.entries(root.paths ?? {})) {
    const [file = '', key = ''] = ((item as { $ref?: string }).$ref ?? '').split('#/');
    const items = readDocument(`src/${file.replace('./', '')}`) as Record<string, unknown>;
    paths[path] = items[key] as PathItem;
  }
  const resolved = operations({ paths });

  for (const expected of FINAL) {
    it(`${expected.method} ${expected.path} keeps operationId ${expected.operationId} and its parameters`, () => {
      const found = resolved.find((o) => o.method === expected.method && o.path === expected.path);
      expect(found?.operation.operationId).toBe(expected.operationId);
      const parameters = ((found?.operation.parameters as Record<string, string>[]) ?? []).map(
        (p) => p.$ref ?? `${p.in} ${p.name}`,
      );
      expect(parameters).toEqual(expected.parameters);
    });
  }
});
