import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, languageName, languageOptions } from './profile-languages.ts';

describe('given the profile language catalogue', () => {
  it('keeps the seeded ids: 1 is Español and 2 is Inglés', () => {
    expect(languageOptions().slice(0, 2)).toEqual([
      { id: 1, code: 'es', name: 'Español' },
      { id: 2, code: 'en', name: 'Inglés' },
    ]);
  });

  it('has unique ids and codes, each with a Spanish name that is not the code', () => {
    const options = languageOptions();
    expect(new Set(options.map((o) => o.id)).size).toBe(LANGUAGE_CODES.length);
    expect(new Set(options.map((o) => o.code)).size).toBe(LANGUAGE_CODES.length);
    for (const option of options) expect(option.name).not.toBe(option.code);
  });

  it('names the Indigenous languages and LSM in es-MX from our catalogue', () => {
    expect(languageName('nah')).toBe('Náhuatl');
    expect(languageName('yua')).toBe('Maya');
    expect(languageName('x-mixteco')).toBe('Mixteco');
    expect(languageName('mfs')).toBe('Lengua de Señas Mexicana');
  });

  it('names the other languages through Intl, capitalised', () => {
    expect(languageName('fr')).toBe('Francés');
    expect(languageName('ja')).toBe('Japonés');
  });
});
