import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * `useForm` with a zod 4 schema as resolver and Jornada's defaults:
 * validate on blur first, then on every change (`mode: 'onTouched'`), and
 * focus the first error.
 *
 * @param schema - the zod object schema of the form.
 * @param options - any other `useForm` options (`defaultValues`…).
 */
function useZodForm<TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onTouched',
    shouldFocusError: true,
    ...options,
    // The generic schema type defeats the resolver's overloads; the cast restates what they infer for a concrete schema.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>,
  });
}

export { useZodForm };
