import { z } from 'zod';
import type * as zc from 'zod/v4/core';

const number = new Intl.NumberFormat('es-MX');

const formatMessages: Record<string, string> = {
  email: 'Escribe un correo electrónico válido.',
  url: 'Escribe una dirección web válida (https://…).',
  date: 'Escribe una fecha válida (AAAA-MM-DD).',
  datetime: 'Escribe una fecha y hora válidas.',
  time: 'Escribe una hora válida (HH:MM).',
  e164: 'Escribe un teléfono válido con lada internacional (+52…).',
  uuid: 'El identificador no es válido.',
};

function sizeUnit(origin: string, count: number): string {
  if (origin === 'string') return count === 1 ? 'carácter' : 'caracteres';
  if (origin === 'array' || origin === 'set') return count === 1 ? 'opción' : 'opciones';
  if (origin === 'file') return 'bytes';
  return '';
}

/**
 * Spanish (es-MX) messages for zod 4 issues, worded for form fields
 * ('Este campo es obligatorio.', 'Escribe al menos 8 caracteres.').
 * A message given on the schema (`z.string().min(1, 'Escribe tu nombre')`)
 * still wins. Install it globally with {@link installEsMxZodErrorMap} or pass
 * it per parse: `schema.parse(data, { error: esMxZodErrorMap })`.
 *
 * @returns the message, or `undefined` to let zod fall back to its own.
 */
const esMxZodErrorMap: zc.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return 'Este campo es obligatorio.';
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return 'Escribe un número.';
      if (issue.expected === 'date') return 'Escribe una fecha válida.';
      if (issue.expected === 'boolean') return 'Elige sí o no.';
      return 'El valor no es válido.';
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') {
        if (minimum <= 1 && issue.inclusive !== false) return 'Este campo es obligatorio.';
        return `Escribe al menos ${number.format(minimum)} ${sizeUnit('string', minimum)}.`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Selecciona al menos ${number.format(minimum)} ${sizeUnit(issue.origin, minimum)}.`;
      }
      if (issue.origin === 'date') return 'La fecha es demasiado antigua.';
      if (issue.origin === 'file')
        return `El archivo debe pesar al menos ${number.format(minimum)} bytes.`;
      return issue.inclusive
        ? `El valor debe ser mayor o igual a ${number.format(minimum)}.`
        : `El valor debe ser mayor que ${number.format(minimum)}.`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string')
        return `Escribe como máximo ${number.format(maximum)} ${sizeUnit('string', maximum)}.`;
      if (issue.origin === 'array' || issue.origin === 'set') {
        return `Selecciona como máximo ${number.format(maximum)} ${sizeUnit(issue.origin, maximum)}.`;
      }
      if (issue.origin === 'date') return 'La fecha es demasiado lejana.';
      if (issue.origin === 'file')
        return `El archivo no debe pesar más de ${number.format(maximum)} bytes.`;
      return issue.inclusive
        ? `El valor debe ser menor o igual a ${number.format(maximum)}.`
        : `El valor debe ser menor que ${number.format(maximum)}.`;
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return `Debe empezar con «${String(issue.prefix)}».`;
      if (issue.format === 'ends_with' && 'suffix' in issue)
        return `Debe terminar con «${String(issue.suffix)}».`;
      if (issue.format === 'includes' && 'includes' in issue)
        return `Debe incluir «${String(issue.includes)}».`;
      return formatMessages[issue.format] ?? 'El formato no es válido.';
    }
    case 'invalid_value':
      return 'Elige una de las opciones disponibles.';
    case 'not_multiple_of':
      return `El valor debe ser múltiplo de ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Campos no permitidos: ${issue.keys.join(', ')}.`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'El valor no es válido.';
    default:
      return undefined;
  }
};

/**
 * Makes {@link esMxZodErrorMap} zod's global error map (zod 4
 * `z.config({ customError })`). Call once at app start-up.
 */
function installEsMxZodErrorMap(): void {
  z.config({ customError: esMxZodErrorMap });
}

export { esMxZodErrorMap, installEsMxZodErrorMap };
