/**
 * The typed operation layer (http/operations.ts). The `@ts-expect-error` lines
 * are checked by `pnpm typecheck`: if a misspelled operationId, a wrong answer
 * or an undeclared status stopped being a compile error, the unused directive
 * would fail it. The
 * generated query defaults must match the bundled contract.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { loadContract } from './contract.ts';
import type {
  Handler,
  Handlers,
  OperationBody,
  OperationId,
  OperationParams,
  OperationQuery,
  OperationRequest,
  OperationResult,
  Schema,
} from './operations.ts';
import type { AccessGrant } from '../access/enforce.ts';
import { renderQueryDefaults } from './render-query-defaults.ts';
import { renderSignedInOperations } from './render-signed-in-operations.ts';

const noop = async () => undefined;

/** Compile-time cases, built but never served. */
export const typeCases = {
  misspelledKey: {
    // @ts-expect-error `getVacancie` is not an operationId of the contract.
    getVacancie: noop,
  } satisfies Handlers,
  wrongResult: {
    // @ts-expect-error a department is not what `getVacancy` answers.
    getVacancy: async () => ({ data: { id: 1, company_id: 1, name: 'Ventas' } }),
  } satisfies Handlers,
  typedReply: {
    async createDepartment(_request, reply) {
      // @ts-expect-error `createDepartment` declares no 418 answer.
      void reply.status(418);
      // @ts-expect-error the 201 answer is `{ data: Department }`.
      return reply.status(201).send({ data: { id: 1 } });
    },
  } satisfies Handlers,
  typedRequest: {
    async getDepartment(request) {
      expectTypeOf(request.params).toEqualTypeOf<{ departmentId: number }>();
      // @ts-expect-error `getDepartment` has no `companyId` in its path.
      void request.params.companyId;
      return undefined;
    },
  } satisfies Handlers,
};

describe('operation types', () => {
  it('key the handler map by the contract operationIds', () => {
    expectTypeOf<'getVacancy'>().toExtend<OperationId>();
    expectTypeOf<'getVacancie'>().not.toExtend<OperationId>();
    expectTypeOf<keyof Handlers>().toEqualTypeOf<OperationId>();
    expectTypeOf<Handlers['getVacancy']>().toEqualTypeOf<Handler<'getVacancy'> | undefined>();
  });

  it('type path parameters, query with its defaults filled in, and body', () => {
    expectTypeOf<OperationParams<'getVacancy'>>().toEqualTypeOf<{ vacancyId: number }>();
    expectTypeOf<OperationParams<'listStates'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<OperationQuery<'listCompanyDepartments'>['page']>().toEqualTypeOf<number>();
    expectTypeOf<OperationQuery<'listCompanyDepartments'>['per_page']>().toEqualTypeOf<number>();
    expectTypeOf<OperationBody<'createDepartment'>>().toEqualTypeOf<Schema<'DepartmentInput'>>();
    expectTypeOf<OperationBody<'getVacancy'>>().toEqualTypeOf<undefined>();
  });

  it('type the successful answer, empty for 204', () => {
    expectTypeOf<OperationResult<'getVacancy'>>().toEqualTypeOf<{ data: Schema<'Vacancy'> }>();
    expectTypeOf<OperationResult<'deleteDepartment'>>().toEqualTypeOf<undefined>();
  });

  it('type the caller: `userId` a number where the contract requires a bearer token, the grant always', () => {
    expectTypeOf<OperationRequest<'createTerminal'>['userId']>().toEqualTypeOf<number>();
    expectTypeOf<OperationRequest<'getVacancy'>['userId']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<OperationRequest<'createTerminal' | 'getVacancy'>['userId']>().toEqualTypeOf<
      number | undefined
    >();
    expectTypeOf<OperationRequest<'getVacancy'>['access']>().toEqualTypeOf<AccessGrant>();
  });

  it('signed-in operations match the bundled contract (run `pnpm --filter @jornada/api generate` when this fails)', () => {
    const committed = readFileSync(
      new URL('../generated/signed-in-operations.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(renderSignedInOperations(loadContract()));
    expect(committed).toContain("| 'createTerminal'");
    expect(committed).not.toContain("| 'getVacancy'");
  });

  it('query defaults match the bundled contract (run `pnpm --filter @jornada/api generate` when this fails)', () => {
    const committed = readFileSync(
      new URL('../generated/query-defaults.ts', import.meta.url),
      'utf8',
    );
    expect(committed).toBe(renderQueryDefaults(loadContract()));
    expect(typeCases.typedRequest.getDepartment).toBeTypeOf('function');
  });
});
