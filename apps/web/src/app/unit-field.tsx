/**
 * The unit of a fleet record's form (a ticket's, a service order's, a revision order's): a select of the
 * company's units (`useCompanyUnits`), the record's own offered even before the list arrives.
 * The value is the id as a string ('' for none).
 */
import type { components } from '@jornada/api-client';
import { SelectField } from '@jornada/ui/forms';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { unitName, useCompanyUnits } from './company-fleet.ts';

/** Props of {@link UnitField}. */
export interface UnitFieldProps<TFieldValues extends FieldValues> {
  companyId: number;
  name: FieldPath<TFieldValues>;
  label: string;
  /** The hint under the select. */
  description: string;
  /** The record's unit. */
  current?: components['schemas']['UnitRef'] | null | undefined;
  required?: boolean;
  /** An explicit "none" choice, e.g. 'Sin unidad' (for a record that may have no unit). */
  emptyLabel?: string;
  /** Wait before reading the units (for example until a sheet opens). @default true */
  enabled?: boolean;
}

/** The unit picker (see the module's comment); render it inside a `<Form>`. */
export function UnitField<TFieldValues extends FieldValues>({
  companyId,
  name,
  label,
  description,
  current,
  required = false,
  emptyLabel,
  enabled = true,
}: UnitFieldProps<TFieldValues>) {
  const fleet = useCompanyUnits(companyId, { enabled });
  const options = new Map<string, string>();
  if (current) options.set(String(current.id), unitName(current));
  for (const unit of fleet.units) options.set(String(unit.id), unitName(unit));
  return (
    <SelectField<TFieldValues>
      name={name}
      label={label}
      description={description}
      required={required}
      {...(emptyLabel !== undefined ? { emptyLabel } : {})}
      options={[...options].map(([value, text]) => ({ value, label: text }))}
    />
  );
}
