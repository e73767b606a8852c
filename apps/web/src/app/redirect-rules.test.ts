import { describe, expect, it } from 'vitest';
import { ExternalNavigationError, resolveRedirect } from './redirect-rules.ts';

const rules = [
  { from: '/empleos', to: '/vacantes' },
  { from: '/blog', to: 'https://blog.jornada.mx/' },
  { from: '/malo', to: 'https://evil.example/' },
  { from: '/js', to: 'javascript:alert(1)' },
  { from: '/http', to: 'http://blog.jornada.mx/' },
];
const hosts = ['blog.jornada.mx'];

describe('server-provided redirect rules', () => {
  it('follows a local target inside the app', () => {
    expect(resolveRedirect('/empleos', rules, hosts)).toEqual({
      kind: 'internal',
      to: '/vacantes',
    });
  });
  it('navigates the full page to an allowed external host', () => {
    expect(resolveRedirect('/blog', rules, hosts)).toEqual({
      kind: 'external',
      url: 'https://blog.jornada.mx/',
    });
  });
  it('refuses a host that is not allowed, a javascript: target and plain http', () => {
    for (const path of ['/malo', '/js', '/http']) {
      expect(() => resolveRedirect(path, rules, hosts)).toThrow(ExternalNavigationError);
    }
  });
  it('lets a path without a rule through', () => {
    expect(resolveRedirect('/vacantes', rules, hosts)).toBeNull();
  });
});
