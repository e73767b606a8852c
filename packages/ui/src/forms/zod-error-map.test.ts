import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { esMxZodErrorMap } from './zod-error-map.ts';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: esMxZodErrorMap });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('esMxZodErrorMap', () => {
  describe('given a required text field', () => {
    it('says the field is required when it is missing or empty', () => {
      expect(messageOf(z.string(), undefined)).toBe('Este campo es obligatorio.');
      expect(messageOf(z.string().min(1), '')).toBe('Este campo es obligatorio.');
    });
    it('asks for a minimum and maximum length in characters', () => {
      expect(messageOf(z.string().min(8), 'abc')).toBe('Escribe al menos 8 caracteres.');
      expect(messageOf(z.string().max(3), 'abcd')).toBe('Escribe como máximo 3 caracteres.');
      expect(messageOf(z.string().max(1), 'ab')).toBe('Escribe como máximo 1 carácter.');
    });
  });

  describe('given formats', () => {
    it('explains e-mail, URL and regex failures in Spanish', () => {
      expect(messageOf(z.email(), 'ana@')).toBe('Escribe un correo electrónico válido.');
      expect(messageOf(z.url(), 'no es url')).toBe('Escribe una dirección web válida (https://…).');
      expect(messageOf(z.string().regex(/^\d{5}$/), 'abc')).toBe('El formato no es válido.');
      expect(messageOf(z.string().startsWith('MX'), 'US1')).toBe('Debe empezar con «MX».');
    });
  });

  describe('given numbers, options and lists', () => {
    it('uses es-MX number formatting for bounds', () => {
      expect(messageOf(z.number().min(1000), 5)).toBe('El valor debe ser mayor o igual a 1,000.');
      expect(messageOf(z.number().lt(10), 10)).toBe('El valor debe ser menor que 10.');
      expect(messageOf(z.number(), 'x')).toBe('Escribe un número.');
    });
    it('asks to pick a valid option or enough options', () => {
      expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Elige una de las opciones disponibles.');
      expect(messageOf(z.array(z.string()).min(2), ['a'])).toBe('Selecciona al menos 2 opciones.');
    });
  });

  describe('given a schema-level message', () => {
    it('keeps the schema message over the map', () => {
      expect(messageOf(z.string().min(1, 'Escribe tu nombre'), '')).toBe('Escribe tu nombre');
    });
  });
});
