import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type * as zc from 'zod/v4/core';
import { esMxZodErrorMap } from './zod-error-map.ts';

/** Options of {@link useZodForm}: any `useForm` option but `resolver`, plus the error map. */
type UseZodFormOptions<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
> = Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> & {
  /** Messages for issues without their own message. @default esMxZodErrorMap (Spanish) */
  errorMap?: zc.$ZodErrorMap;
};

/**
 * `useForm` with a zod 4 schema as resolver and Jornada's defaults: Spanish
 * messages ({@link esMxZodErrorMap}, per parse, so no global set-up is
 * needed), validation on blur first and then on every change
 * (`mode: 'onTouched'`), and focus on the first error.
 *
 * @param schema - the zod object schema of the form.
 * @param options - `defaultValues` and any other `useForm` option.
 */
function useZodForm<TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: TSchema,
  { errorMap = esMxZodErrorMap, ...options }: UseZodFormOptions<TSchema> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    // The generic schema type defeats the resolver's overloads; the cast restates what they infer for a concrete schema.
    resolver: zodResolver(schema, { error: errorMap }) as unknown as Resolver<
      z.input<TSchema>,
      unknown,
      z.output<TSchema>
    >,
  });
}

export { useZodForm, type UseZodFormOptions };
