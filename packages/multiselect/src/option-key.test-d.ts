import { expectTypeOf } from 'vitest';
import type { MultiselectProps } from './types.ts';
import { useMultiselect } from './use-multiselect.ts';

// Checked by `pnpm typecheck` (tsc over src): each `@ts-expect-error` fails the
// check if the line below it ever compiles.

interface Puesto {
  id: number;
  nombre: string;
}

const puestos: Puesto[] = [{ id: 1, nombre: 'Chofer' }];

export const named: MultiselectProps<Puesto> = {
  options: puestos,
  labelKey: 'nombre',
  trackBy: 'id',
};

export const misspeltLabel: MultiselectProps<Puesto> = {
  options: puestos,
  // @ts-expect-error 'nombr' is not a key of Puesto
  labelKey: 'nombr',
};

export const misspeltTrackBy: MultiselectProps<Puesto> = {
  options: puestos,
  // @ts-expect-error 'ID' is not a key of Puesto
  trackBy: 'ID',
};

expectTypeOf<MultiselectProps<Puesto>['labelKey']>().toEqualTypeOf<'id' | 'nombre' | undefined>();
expectTypeOf<MultiselectProps<Puesto>['trackBy']>().toEqualTypeOf<'id' | 'nombre' | undefined>();
// String options have no fields to name.
expectTypeOf<MultiselectProps<string>['labelKey']>().toEqualTypeOf<undefined>();
// Untyped options accept any key.
expectTypeOf<MultiselectProps<unknown>['trackBy']>().toEqualTypeOf<string | undefined>();

/** Never called: the option type is inferred from `options`, and the key checked against it. */
export function useInferred() {
  useMultiselect({ 'aria-label': 'Puesto', options: puestos, labelKey: 'nombre', trackBy: 'id' });
  // @ts-expect-error 'titulo' is not a key of the inferred Puesto
  useMultiselect({ 'aria-label': 'Puesto', options: puestos, labelKey: 'titulo' });
}
