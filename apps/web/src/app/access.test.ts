import { describe, expect, it } from 'vitest';
import { accessRedirect, isPublicPath } from './access.ts';

const base = { search: '', isAuthenticated: false, appEnv: 'production' };

describe('access rules', () => {
  it('keeps a visitor on every public route, including any /vacantes/{something}', () => {
    for (const pathname of [
      '/',
      '/vacantes',
      '/vacantes/15',
      '/vacantes/abc',
      '/login',
      '/inicio',
      '/contacto',
      '/pasos',
    ]) {
      expect(accessRedirect({ ...base, pathname })).toBeNull();
    }
  });

  it('sends a visitor on a private route to / keeping the query', () => {
    expect(accessRedirect({ ...base, pathname: '/mis-postulaciones', search: '?page=2&x=1' })).toBe(
      '/?page=2&x=1',
    );
    expect(accessRedirect({ ...base, pathname: '/vacantes/15/otra' })).toBe('/');
    expect(accessRedirect({ ...base, pathname: '/politicas-cookies' })).toBe('/');
  });

  it('lets a signed-in user open private routes', () => {
    expect(accessRedirect({ ...base, isAuthenticated: true, pathname: '/mi-perfil' })).toBeNull();
  });

  it('outside production, sends every route but /lanzamiento to /lanzamiento', () => {
    expect(accessRedirect({ ...base, appEnv: 'staging', pathname: '/vacantes' })).toBe(
      '/lanzamiento',
    );
    expect(
      accessRedirect({ ...base, appEnv: 'development', isAuthenticated: true, pathname: '/' }),
    ).toBe('/lanzamiento');
    expect(accessRedirect({ ...base, appEnv: 'staging', pathname: '/lanzamiento' })).toBeNull();
  });

  it('treats a trailing slash like the path without it', () => {
    expect(isPublicPath('/vacantes/')).toBe(true);
    expect(isPublicPath('/mi-cv/')).toBe(false);
  });

  it('lets a visitor verify a signed document, by the page or by a code (decision 0030)', () => {
    expect(isPublicPath('/verificar-documento')).toBe(true);
    expect(isPublicPath('/verificar-documento/7QX2-M9KD-4TRE')).toBe(true);
    expect(isPublicPath('/verificar-documento/7QX2/otro')).toBe(false);
    expect(accessRedirect({ ...base, pathname: '/verificar-documento/7QX2-M9KD-4TRE' })).toBeNull();
  });
});
