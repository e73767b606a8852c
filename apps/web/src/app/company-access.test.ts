import type { User } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { canEnterWorkspace, isWorkforce, parseId } from './company-access.ts';

type Person = Pick<User, 'roles' | 'companies' | 'departments'>;

const staff: Person = {
  roles: ['company_staff'],
  companies: [{ id: 3, name: 'Transportes del Bajío' }],
  departments: [],
};
const employee: Person = {
  roles: ['employee'],
  companies: [],
  departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
};

describe('company workspace membership (docs/decisions/0002-roles.md)', () => {
  it('given staff of company 3 → enters 3, not 4', () => {
    expect(canEnterWorkspace(staff, 3)).toBe(true);
    expect(canEnterWorkspace(staff, 4)).toBe(false);
  });
  it('given an employee of a department of company 3 → does not enter the workspace (workforce is not staff)', () => {
    expect(canEnterWorkspace(employee, 3)).toBe(false);
    expect(isWorkforce(employee)).toBe(true);
  });
  it('given an administrator → enters any company', () => {
    expect(canEnterWorkspace({ roles: ['admin'], companies: [], departments: [] }, 99)).toBe(true);
  });
  it('given no user → enters nothing', () => {
    expect(canEnterWorkspace(null, 3)).toBe(false);
  });
  it.each([
    ['7', 7],
    ['0', null],
    ['-1', null],
    ['07', null],
    ['abc', null],
    ['9999999999', null],
    [undefined, null],
  ])('parses the id %j as %j', (param, id) => {
    expect(parseId(param)).toBe(id);
  });
});
