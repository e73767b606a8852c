/**
 * Compiled request validators and response serializers shared by every app built in one process.
 *
 * Fastify compiles a validator (Ajv) and a serializer (fast-json-stringify) for each route of the
 * contract when an app starts: about 290 routes, two to three seconds of CPU. A production process
 * builds one app, so this changes nothing there; the test suite builds an app per test file (and
 * several in some), all from the same contract with the same options, and would compile the same
 * schemas again each time. Both compilers here keep what they compiled, keyed by the schema's JSON
 * text and everything else the result depends on, and hand it out again.
 *
 * The validator keeps Fastify's own compiler (`@fastify/ajv-compiler`, with its header-name
 * handling) and only remembers its Ajv instances' compiled schemas (`onCreate`); the serializer is
 * Fastify's own selector (`@fastify/fast-json-stringify-compiler`) behind a memo.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Ajv } from 'ajv';

type Compile = Ajv['compile'];

const validators = new Map<string, ReturnType<Compile>>();

/** The JSON text of a schema, or `null` for one that has none (a cycle, a function). */
function keyOf(value: unknown): string | null {
  try {
    return JSON.stringify(value) ?? null;
  } catch {
    return null;
  }
}

/**
 * Fastify's `ajv.onCreate`: makes the new Ajv instance reuse what an earlier one with the same
 * options and shared schemas compiled. Every instance of the process is created with the app's one
 * set of options, so the key is the schema plus the schemas the instance holds for `$ref`s.
 *
 * @param ajv - the Ajv instance `@fastify/ajv-compiler` just created and set up.
 */
export function shareCompiledValidators(ajv: Ajv): void {
  const compile: Compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: Parameters<Compile>[0], meta?: boolean) => {
    // Read when compiling: the compiler adds the shared schemas after `onCreate`.
    const shared = keyOf(Object.keys(ajv.schemas).sort());
    const key = meta === undefined ? keyOf(schema) : null;
    if (key === null || shared === null) return compile(schema, meta);
    const scoped = `${shared}\u0000${key}`;
    let validate = validators.get(scoped);
    if (!validate) {
      validate = compile(schema);
      validators.set(scoped, validate);
    }
    return validate;
  }) as Compile;
}

type BuildSerializer = ReturnType<typeof SerializerSelector>;

const selectSerializer = SerializerSelector();
const serializers = new Map<string, ReturnType<ReturnType<BuildSerializer>>>();

/**
 * Fastify's `schemaController.compilersFactory.buildSerializer`: Fastify's own serializer
 * compiler, whose results are kept for the process by the route's schema and status and the
 * compiler's shared schemas and options.
 */
export const buildSharedSerializer: BuildSerializer = (externalSchemas, options) => {
  const build = selectSerializer(externalSchemas, options);
  const scope = keyOf([externalSchemas, options]);
  return (route) => {
    const schema = keyOf(route.schema);
    if (scope === null || schema === null) return build(route);
    // The serializer is made from the schema and the options alone; the status is kept apart all
    // the same, so that nothing depends on that.
    const key = `${scope}\u0000${route.httpStatus}\u0000${schema}`;
    let serialize = serializers.get(key);
    if (!serialize) {
      serialize = build(route);
      serializers.set(key, serialize);
    }
    return serialize;
  };
};
