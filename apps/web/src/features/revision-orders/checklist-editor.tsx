/**
 * Edits the `checklist` of the surrounding revision order form (react-hook-form's field array):
 * each item is a fieldset named after it, with its name, its result as a radio group (Correcto,
 * Con falla, No aplica) and comments; items are added and removed; an empty list offers the
 * default template (checklist.ts). Server errors such as `checklist.2.item` land on their field.
 */
import { Button } from '@jornada/ui';
import { RadioGroupField, TextareaField, TextField } from '@jornada/ui/forms';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { messages } from '../../messages/messages.ts';
import { checklistTemplate, checkResults, findingsOf, type CheckItemInput } from './checklist.ts';

const m = messages.revisionOrders.checklist;
const resultOptions = checkResults.map((value) => ({ value, label: m.results[value] }));

/** The form values the editor needs: a `checklist` array. */
interface ChecklistValues {
  checklist: CheckItemInput[];
}

/** The checklist editor; render it inside the revision order's `<Form>`. */
export function ChecklistEditor() {
  const headingId = useId();
  // A removed item takes its button with it; focus goes on to 'Agregar punto'.
  const addButton = useRef<HTMLButtonElement>(null);
  const { control } = useFormContext<ChecklistValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'checklist' });
  const items = useWatch({ control, name: 'checklist' });
  const findings = findingsOf(items ?? []);
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-slot="checklist-editor">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {m.heading}
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.hint} {messages.revisionOrders.findingsCount(findings)}.
        </p>
      </div>
      {fields.length === 0 ? (
        <div className="grid justify-items-start gap-2 rounded-md border border-dashed border-border p-4">
          <p>{m.empty}</p>
          <Button type="button" variant="outline" onClick={() => replace(checklistTemplate())}>
            {m.useTemplate}
          </Button>
        </div>
      ) : (
        <ol className="grid gap-3">
          {fields.map((field, index) => {
            const name = items?.[index]?.item.trim() ?? '';
            return (
              <li key={field.id}>
                <fieldset
                  className="grid min-w-0 gap-3 rounded-md border border-border p-4 data-[result=falla]:border-danger"
                  data-result={items?.[index]?.result || undefined}
                >
                  <legend className="px-1 text-sm font-semibold">
                    {m.itemLegend(index + 1, name)}
                  </legend>
                  <TextField
                    name={`checklist.${index}.item`}
                    label={m.item}
                    required
                    maxLength={200}
                  />
                  <RadioGroupField
                    name={`checklist.${index}.result`}
                    label={m.result}
                    required
                    orientation="horizontal"
                    options={resultOptions}
                  />
                  <TextareaField name={`checklist.${index}.comments`} label={m.comments} rows={2} />
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    // The item's name can be long: it wraps rather than widen the page.
                    className="h-auto min-h-8 justify-self-start py-1 text-start whitespace-normal"
                    onClick={() => {
                      remove(index);
                      addButton.current?.focus();
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    {name ? m.remove(name) : m.removeUnnamed(index + 1)}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        ref={addButton}
        type="button"
        variant="outline"
        className="justify-self-start"
        onClick={() => append({ item: '', result: '' as CheckItemInput['result'], comments: '' })}
      >
        <Plus aria-hidden="true" />
        {m.add}
      </Button>
    </section>
  );
}
