import { Button, Input } from '@jornada/ui';
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  SelectField,
} from '@jornada/ui/forms';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { messages } from '../../messages/messages.ts';

const m = messages.profile;

type Row = { name: string; label: string; type?: string; options?: Record<string, string> };

function Rows({
  list,
  legend,
  add,
  columns,
  blank,
}: {
  list: 'educations' | 'backgrounds';
  legend: string;
  add: string;
  columns: Row[];
  blank: Record<string, string>;
}) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: list });
  return (
    <fieldset className="grid gap-3 md:col-span-2">
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      {fields.map((row, index) => (
        <div
          key={row.id}
          className="grid items-end gap-3 rounded-md border border-border p-3 sm:grid-cols-[repeat(3,1fr)_auto]"
        >
          {columns.map((column) =>
            column.options ? (
              <SelectField
                key={column.name}
                name={`${list}.${index}.${column.name}`}
                label={column.label}
                required
                options={Object.entries(column.options).map(([value, label]) => ({
                  value,
                  label,
                }))}
              />
            ) : (
              <FormField
                key={column.name}
                name={`${list}.${index}.${column.name}`}
                render={({ field }) => (
                  <FormItem required>
                    <FormLabel>{column.label}</FormLabel>
                    <FormControl>
                      <Input type={column.type ?? 'text'} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ),
          )}
          <Button
            type="button"
            variant="ghost"
            onClick={() => remove(index)}
            aria-label={`${m.remove}: ${legend} ${index + 1}`}
          >
            <Trash2 aria-hidden="true" />
            {m.remove}
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" className="w-fit" onClick={() => append(blank)}>
        <Plus aria-hidden="true" />
        {add}
      </Button>
    </fieldset>
  );
}

/** Educations as an editable list inside the profile form. */
export function EducationsField() {
  return (
    <Rows
      list="educations"
      legend={m.educations}
      add={m.addEducation}
      columns={[
        { name: 'degree', label: m.degree, options: m.degrees },
        { name: 'institution', label: m.institution },
      ]}
      blank={{ degree: 'bachillerato', institution: '' }}
    />
  );
}

/** Work backgrounds as an editable list inside the profile form. */
export function BackgroundsField() {
  return (
    <Rows
      list="backgrounds"
      legend={m.backgrounds}
      add={m.addBackground}
      columns={[
        { name: 'company', label: m.company },
        { name: 'position', label: m.position },
        { name: 'start_date', label: m.startDate, type: 'date' },
      ]}
      blank={{ company: '', position: '', start_date: '' }}
    />
  );
}
