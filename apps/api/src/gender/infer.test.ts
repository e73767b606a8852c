import { describe, expect, it } from 'vitest';
import { inferGender, normalizeName } from './infer.ts';
import { femaleNames, maleNames, mixedNames } from './names.ts';

describe('names', () => {
  it('lists several hundred distinct names, none both female and male', () => {
    const female = new Set(femaleNames);
    const male = new Set(maleNames);
    expect(female.size + male.size).toBeGreaterThan(500);
    expect([...female].filter((name) => male.has(name))).toEqual([]);
    expect(
      [...female, ...male, ...Object.keys(mixedNames)].every(
        (name) => name === normalizeName(name),
      ),
    ).toBe(true);
  });
});

describe('inferGender', () => {
  it('given common names, answers their gender with high probability', () => {
    expect(inferGender('Mariana López Hernández')).toMatchObject({
      first_name: 'Mariana',
      gender: 'femenino',
    });
    expect(inferGender('Ricardo Salinas').gender).toBe('masculino');
    expect(inferGender('Ricardo Salinas').probability).toBeGreaterThan(0.95);
  });

  it('ignores accents, case and spaces', () => {
    for (const name of ['MARÍA Torres', 'maria torres', '  María   Torres ', 'Xóchitl Gálvez']) {
      expect(inferGender(name).gender).toBe('femenino');
    }
    expect(inferGender('JESÚS Ramírez')).toMatchObject({
      first_name: 'JESÚS',
      gender: 'masculino',
    });
  });

  it('reads compound given names by their first name', () => {
    expect(inferGender('María José Torres')).toMatchObject({
      first_name: 'María José',
      gender: 'femenino',
    });
    expect(inferGender('José María Morelos')).toMatchObject({
      first_name: 'José María',
      gender: 'masculino',
    });
    expect(inferGender('María José')).toMatchObject({
      first_name: 'María José',
      gender: 'femenino',
    });
    expect(inferGender('José Guadalupe Posada').gender).toBe('masculino');
    expect(inferGender('Ma. Guadalupe Torres').gender).toBe('femenino');
    expect(inferGender('Juan Carlos Pérez')).toMatchObject({
      first_name: 'Juan Carlos',
      gender: 'masculino',
    });
  });

  it('gives a lower probability to names borne by both genders', () => {
    const guadalupe = inferGender('Guadalupe Torres');
    expect(guadalupe.gender).toBe('femenino');
    expect(guadalupe.probability).toBeLessThan(0.9);
    expect(inferGender('Trinidad Ruiz').probability).toBeLessThan(0.6);
  });

  it('skips an initial or an unknown first word, trusting the second less', () => {
    expect(inferGender('J. Alberto Ruiz')).toMatchObject({
      first_name: 'Alberto',
      gender: 'masculino',
    });
    const nickname = inferGender('Chuy Fernanda Ruiz');
    expect(nickname).toMatchObject({ first_name: 'Fernanda', gender: 'femenino' });
    expect(nickname.probability).toBeLessThan(0.9);
  });

  it('falls back on the Spanish ending, then on desconocido', () => {
    expect(inferGender('Zuleika Pérez')).toMatchObject({ gender: 'femenino', probability: 0.6 });
    expect(inferGender('Anacleto Pérez')).toMatchObject({ gender: 'masculino', probability: 0.6 });
    expect(inferGender('Xyz Qwerty')).toMatchObject({ gender: 'desconocido', probability: 0 });
  });

  it('is deterministic', () => {
    expect(inferGender('Alex Pérez')).toEqual(inferGender('Alex Pérez'));
  });
});
