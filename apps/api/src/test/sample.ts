/**
 * Builds a valid sample value for a JSON schema of the contract (its
 * `example`s first), so tests can call any operation with a well-formed request.
 */

/** A JSON schema node of the bundled contract. */
export type Schema = Record<string, unknown>;

/** Resolves a local `$ref` (`#/components/...`) against the document (up to 10 hops). */
export function resolveRef(document: Schema, schema: Schema): Schema {
  let current = schema;
  for (let i = 0; i < 10 && typeof current.$ref === 'string'; i++) {
    current = (current.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<Schema>(
        (node, key) => node[key.replaceAll('~1', '/').replaceAll('~0', '~')] as Schema,
        document,
      );
  }
  return current;
}

/** A value that satisfies `schema` (best effort; examples win). */
export function sample(document: Schema, raw: Schema | undefined): unknown {
  if (!raw) return undefined;
  const schema = resolveRef(document, raw);
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null);
  if (schema.default !== undefined) return schema.default;
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) {
      if (key === 'allOf')
        return Object.assign({}, ...options.map((o) => sample(document, o) as object));
      return sample(
        document,
        options.find((o) => resolveRef(document, o).type !== 'null') ?? options[0],
      );
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const keys = Object.keys(properties).filter(
      (k) => required.has(k) || (schema.minProperties && k === Object.keys(properties)[0]),
    );
    return Object.fromEntries(keys.map((k) => [k, sample(document, properties[k])]));
  }
  if (type === 'array') {
    const min = (schema.minItems as number | undefined) ?? 0;
    return Array.from({ length: Math.max(min, 1) }, () => sample(document, schema.items as Schema));
  }
  if (type === 'integer' || type === 'number') return (schema.minimum as number | undefined) ?? 1;
  if (type === 'boolean') return true;
  const formats: Record<string, string> = {
    email: 'muestra@jornada.test',
    date: '2026-03-05',
    'date-time': '2026-03-05T09:10:00Z',
    uri: 'https://jornada.example/muestra',
    uuid: '00000000-0000-4000-8000-000000000000',
  };
  if (typeof schema.format === 'string' && formats[schema.format]) return formats[schema.format];
  return 'x'.repeat(Math.max((schema.minLength as number | undefined) ?? 1, 1));
}
