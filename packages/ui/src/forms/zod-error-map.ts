import { z } from 'zod';
import type * as zc from 'zod/v4/core';
import { formatMessage as f, uiMessages } from '../messages.ts';

const number = new Intl.NumberFormat('es-MX');
const m = uiMessages.validation;

function unitFor(origin: string, count: number): string {
  if (origin === 'string') return count === 1 ? m.character : m.characters;
  return count === 1 ? m.option : m.options;
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
        return m.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint')
        return m.number;
      if (issue.expected === 'date') return m.date;
      if (issue.expected === 'boolean') return m.boolean;
      return m.invalid;
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      const values = { minimum: number.format(minimum), unit: unitFor(issue.origin, minimum) };
      if (issue.origin === 'string') {
        if (minimum <= 1 && issue.inclusive !== false) return m.required;
        return f(m.minChars, values);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return f(m.minItems, values);
      if (issue.origin === 'date') return m.dateTooEarly;
      if (issue.origin === 'file') return f(m.fileTooSmall, values);
      return f(issue.inclusive ? m.gte : m.gt, values);
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      const values = { maximum: number.format(maximum), unit: unitFor(issue.origin, maximum) };
      if (issue.origin === 'string') return f(m.maxChars, values);
      if (issue.origin === 'array' || issue.origin === 'set') return f(m.maxItems, values);
      if (issue.origin === 'date') return m.dateTooLate;
      if (issue.origin === 'file') return f(m.fileTooBig, values);
      return f(issue.inclusive ? m.lte : m.lt, values);
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return f(m.startsWith, { prefix: String(issue.prefix) });
      if (issue.format === 'ends_with' && 'suffix' in issue)
        return f(m.endsWith, { suffix: String(issue.suffix) });
      if (issue.format === 'includes' && 'includes' in issue)
        return f(m.includes, { includes: String(issue.includes) });
      return m.formats[issue.format] ?? m.format;
    }
    case 'invalid_value':
      return m.invalidOption;
    case 'not_multiple_of':
      return f(m.multipleOf, { divisor: String(issue.divisor) });
    case 'unrecognized_keys':
      return f(m.unrecognizedKeys, { keys: issue.keys.join(', ') });
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return m.invalid;
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
