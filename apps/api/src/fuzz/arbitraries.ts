/**
 * fast-check arbitraries built from the contract's JSON schemas: mostly
 * well-shaped values (so requests get past validation and reach handlers and
 * the database) mixed with boundary values (0, negatives, 2³¹, huge numbers,
 * NUL bytes, long strings, unicode, `javascript:` URLs) and wrong types.
 */
import fc from 'fast-check';
import { resolveRef, type Schema } from '../test/sample.ts';

/** Integers at and beyond the edges of int4 and of JavaScript's safe integers. */
const edgeIntegers = [
  0,
  -1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  1e20,
  -1e20,
];

/** Strings that broke servers before: NUL, long, unicode, injection-looking, numeric overflow. */
const edgeStrings = [
  '',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  'ñáéíóú 💼 日本',
  '\uD800',
  "' OR 1=1 --",
  '%00',
  'javascript:alert(1)',
  '2147483648',
  '-1',
  '1e309',
  'NaN',
  '9999-99-99',
  '0000-00-00T00:00:00Z',
  '../../etc/passwd',
];

/** Well-shaped values for string formats. */
const formatSamples: Record<string, string[]> = {
  email: ['candidato@jornada.test', 'nuevo@jornada.test', 'a@b.co'],
  date: ['2026-03-05', '1900-01-01', '9999-12-31', '0001-01-01', '2026-02-30'],
  'date-time': ['2026-03-05T09:10:00Z', '9999-12-31T23:59:59Z', '0001-01-01T00:00:00Z'],
  uri: ['https://jornada.example/x', 'javascript:alert(1)', 'ftp://a.b/c', 'data:text/html,x'],
  uuid: ['00000000-0000-4000-8000-000000000000', '3fa85f64-5717-4562-b3fc-2c963f66afa6'],
};

const wrongType = fc.constantFrom<unknown>(null, {}, [], 'texto', 12, true, -0.5);

function typeOf(schema: Schema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  return undefined;
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = (schema.minimum as number | undefined) ?? -(2 ** 31);
  const max = (schema.maximum as number | undefined) ?? 2 ** 31 - 1;
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(max, 2 ** 31 - 1);
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.integer({ min: Math.max(lo, 1), max: Math.max(Math.min(hi, 40), lo) }),
    },
    { weight: 2, arbitrary: fc.integer({ min: lo, max: Math.max(lo, hi) }) },
    { weight: 2, arbitrary: fc.constantFrom(...edgeIntegers, min, max) },
  );
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.constantFrom(...edgeStrings) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40, unit: 'binary' }) },
  ];
  if (Array.isArray(schema.enum)) {
    const values = schema.enum.filter((v): v is string => typeof v === 'string');
    if (values.length) options.push({ weight: 8, arbitrary: fc.constantFrom(...values) });
  } else if (typeof schema.format === 'string' && formatSamples[schema.format]) {
    options.push({ weight: 6, arbitrary: fc.constantFrom(...formatSamples[schema.format]!) });
  } else if (typeof schema.pattern === 'string') {
    options.push({ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern as string)) });
  } else {
    const min = (schema.minLength as number | undefined) ?? 0;
    const max = Math.max(min, Math.min((schema.maxLength as number | undefined) ?? 60, 60));
    options.push({ weight: 5, arbitrary: fc.string({ minLength: min, maxLength: max }) });
  }
  if (schema.example !== undefined && typeof schema.example === 'string')
    options.push({ weight: 3, arbitrary: fc.constant(schema.example) });
  return fc.oneof(...options);
}

/**
 * An arbitrary for the values of `raw` (resolved against `document`).
 * @param depth - nesting left before objects and arrays stop growing.
 */
export function arbitraryOf(
  document: Schema,
  raw: Schema | undefined,
  depth = 4,
): fc.Arbitrary<unknown> {
  if (!raw) return fc.constant(undefined);
  const schema = resolveRef(document, raw);
  const shaped = shapedArbitrary(document, schema, depth);
  return fc.oneof({ weight: 12, arbitrary: shaped }, { weight: 1, arbitrary: wrongType });
}

function shapedArbitrary(document: Schema, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) return fc.oneof(...options.map((o) => arbitraryOf(document, o, depth)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    const parts = (schema.allOf as Schema[]).map((o) => resolveRef(document, o));
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of parts) {
      Object.assign(merged.properties as object, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
    }
    return shapedArbitrary(document, merged, depth);
  }
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const base = baseArbitrary(document, schema, depth);
  return nullable
    ? fc.oneof({ weight: 6, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) })
    : base;
}

function baseArbitrary(document: Schema, schema: Schema, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return fc.oneof(
        integerArbitrary(schema),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }),
        fc.constantFrom(1e300, -1e300, 0.1, 2 ** 31 + 0.5),
      );
    case 'boolean':
      return fc.oneof(
        { weight: 6, arbitrary: fc.boolean() },
        { weight: 1, arbitrary: fc.constantFrom<unknown>('1', '0', 'sí', 2) },
      );
    case 'array': {
      if (depth <= 0) return fc.constant([]);
      const min = (schema.minItems as number | undefined) ?? 0;
      return fc.array(arbitraryOf(document, schema.items as Schema, depth - 1), {
        minLength: Math.min(min, 3),
        maxLength: Math.max(Math.min(min, 3), 3),
      });
    }
    case 'object': {
      if (depth <= 0) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required as string[] | undefined) ?? []);
      const model = Object.fromEntries(
        Object.entries(properties).map(([k, v]) => [k, arbitraryOf(document, v, depth - 1)]),
      );
      // Most of the time every required field is there, so the request reaches the handler.
      return fc.oneof(
        {
          weight: 5,
          arbitrary: fc.record(model, { requiredKeys: [...required].filter((k) => k in model) }),
        },
        { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
      );
    }
    case 'string':
      return stringArbitrary(schema);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null));
  }
}
