/**
 * The name a component reports in `data-variant` for a variant: shadcn/ui's
 * `destructive` is an alias of our `danger`, so both report `danger` and one
 * `data-[variant=danger]` selector styles either.
 *
 * @param variant - the variant a caller passed (`null`/`undefined` for the default).
 * @returns `'danger'` for `'destructive'`, otherwise `variant` unchanged.
 */
export function dangerVariant<V extends string>(
  variant: V | null | undefined,
): Exclude<V, 'destructive'> | 'danger' | null | undefined {
  return variant === 'destructive'
    ? 'danger'
    : (variant as Exclude<V, 'destructive'> | null | undefined);
}
