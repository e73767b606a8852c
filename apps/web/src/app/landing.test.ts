import type { User } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { landingPath } from './landing.ts';
import { afterSignInPath, allowedRedirect } from './sign-in-target.ts';

type Person = Pick<User, 'roles' | 'companies' | 'departments'>;

const jobSeeker: Person = { roles: ['job_seeker'], companies: [], departments: [] };
const staff: Person = {
  roles: ['company_staff'],
  companies: [
    { id: 3, name: 'Transportes del Bajío' },
    { id: 8, name: 'Logística Occidente' },
  ],
  departments: [],
};
const employee: Person = {
  roles: ['employee'],
  companies: [],
  departments: [{ id: 4, name: 'Tráfico', company_id: 3 }],
};
const driver: Person = { roles: ['employee', 'driver'], companies: [], departments: [] };
const admin: Person = { roles: ['admin'], companies: [], departments: [] };

describe('landing after sign-in (docs/decisions/0013-company-workspace-routes.md)', () => {
  it.each([
    ['a job seeker', jobSeeker, '/inicio'],
    ['company staff, at their first company', staff, '/empresa/3'],
    ['an employee, at their clock-in', employee, '/mi-asistencia'],
    ['a driver', driver, '/mi-trabajo'],
    ['an administrator', admin, '/admin'],
  ])('given %s → lands on %s', (_, user, path) => {
    expect(landingPath(user)).toBe(path);
  });

  it('given several roles → admin beats staff, staff beats workforce, workforce beats job seeker', () => {
    expect(landingPath({ ...staff, roles: ['company_staff', 'admin'] })).toBe('/admin');
    expect(landingPath({ ...staff, departments: employee.departments })).toBe('/empresa/3');
    expect(landingPath({ ...employee, roles: ['job_seeker', 'employee'] })).toBe('/mi-asistencia');
    expect(landingPath({ ...driver, roles: ['employee', 'driver'] })).toBe('/mi-trabajo');
  });

  it('given the company_staff role but no company → /inicio (membership is the company row)', () => {
    expect(landingPath({ roles: ['company_staff'], companies: [], departments: [] })).toBe(
      '/inicio',
    );
  });

  it('given an allowed ?redirect= → it wins over the role', () => {
    expect(afterSignInPath(staff, '/mis-postulaciones?page=2')).toBe('/mis-postulaciones?page=2');
    expect(afterSignInPath(admin, '/empresa/8/tickets')).toBe('/empresa/8/tickets');
  });

  it('given a redirect with a query and a hash → it is kept whole', () => {
    expect(afterSignInPath(jobSeeker, '/mis-quejas?estado=abierta&page=2#q-7')).toBe(
      '/mis-quejas?estado=abierta&page=2#q-7',
    );
  });

  it('given no redirect but a remembered page → the remembered page; a redirect wins over it', () => {
    expect(afterSignInPath(employee, null, '/mis-quejas?estado=abierta')).toBe(
      '/mis-quejas?estado=abierta',
    );
    expect(afterSignInPath(employee, '/cartas-laborales', '/mis-quejas')).toBe('/cartas-laborales');
    expect(afterSignInPath(employee, '//evil.example', 'https://evil.example')).toBe(
      '/mi-asistencia',
    );
  });

  it.each(['/login', '/login?redirect=/admin', '/registro', '/verificarme?registro=3'])(
    'given the sign-in or sign-up page %j as the redirect → the role decides (no loop)',
    (redirect) => {
      expect(allowedRedirect(redirect)).toBeNull();
      expect(afterSignInPath(admin, redirect)).toBe('/admin');
    },
  );

  it.each([
    'https://evil.example/',
    'http://localhost:3000/mis-quejas',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/mis-quejas\\..\\..\\evil',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'mis-quejas',
    '',
    null,
  ])('given the redirect %j, which is not allowed → the role decides', (redirect) => {
    expect(allowedRedirect(redirect)).toBeNull();
    expect(afterSignInPath(staff, redirect)).toBe('/empresa/3');
  });
});
