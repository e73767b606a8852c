import { describe, expect, it } from 'vitest';
import { locationTarget } from './location-target.ts';
import { peekReturnTo, rememberReturnTo, returnToTtlMs, takeReturnTo } from './return-to.ts';
import { memoryStorage } from '../test/memory-storage.ts';

const now = Date.UTC(2026, 11, 2, 15, 0);

describe('the page to return to after signing in (docs/decisions/0047-role-homes.md)', () => {
  it('given a location → its path, query and hash', () => {
    expect(
      locationTarget({ pathname: '/mis-quejas', search: '?estado=abierta', hash: '#q-7' }),
    ).toBe('/mis-quejas?estado=abierta#q-7');
  });

  it('given a remembered private page → taken once, whole', () => {
    const storage = memoryStorage();
    rememberReturnTo('/mis-quejas?estado=abierta#q-7', storage, now);
    expect(peekReturnTo(storage, now + 1000)).toBe('/mis-quejas?estado=abierta#q-7');
    expect(takeReturnTo(storage, now + 1000)).toBe('/mis-quejas?estado=abierta#q-7');
    expect(takeReturnTo(storage, now + 2000)).toBeNull();
  });

  it('given a page remembered longer ago than the time limit → forgotten', () => {
    const storage = memoryStorage();
    rememberReturnTo('/mi-asistencia', storage, now);
    expect(takeReturnTo(storage, now + returnToTtlMs + 1)).toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil.example', '/login?redirect=/x'])(
    'given %j, which is not a page of this app to return to → nothing is remembered',
    (target) => {
      const storage = memoryStorage();
      rememberReturnTo(target, storage, now);
      expect(storage.length).toBe(0);
      expect(takeReturnTo(storage, now)).toBeNull();
    },
  );

  it('given storage that was tampered with → refused when taken', () => {
    const storage = memoryStorage();
    storage.setItem('jornada.returnTo', JSON.stringify({ target: '//evil.example', at: now }));
    expect(takeReturnTo(storage, now)).toBeNull();
    storage.setItem('jornada.returnTo', 'not json');
    expect(takeReturnTo(storage, now)).toBeNull();
  });
});
