/**
 * The department form (contract `DepartmentInput`): name and description. The manager is chosen
 * from the company's employees once the employees screen offers a picker.
 */
import type { components } from '@jornada/api-client';
import { Button, Input, Textarea } from '@jornada/ui';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  useZodForm,
} from '@jornada/ui/forms';
import { z } from 'zod';
import { messages } from '../../messages.ts';

const m = messages.departments;

const schema = z.object({
  name: z.string().trim().min(2, { error: m.nameInvalid }).max(120, { error: m.nameInvalid }),
  description: z.string().trim().max(1000, { error: m.descriptionInvalid }),
});

/** What the form submits, ready for `createDepartment` / `updateDepartment`. */
export type DepartmentValues = Pick<
  components['schemas']['DepartmentInput'],
  'name' | 'description'
>;

/** Props of {@link DepartmentForm}. */
export interface DepartmentFormProps {
  /** The department being edited; absent to create one. */
  department?: components['schemas']['Department'];
  /** Saves; may throw an ApiError whose field errors show next to the fields. */
  onSubmit: (values: DepartmentValues) => Promise<unknown>;
  onCancel: () => void;
}

/** Create or edit a department. */
export function DepartmentForm({ department, onSubmit, onCancel }: DepartmentFormProps) {
  const form = useZodForm(schema, {
    defaultValues: { name: department?.name ?? '', description: department?.description ?? '' },
  });
  return (
    <Form
      form={form}
      aria-label={department ? m.editTitle(department.name) : m.createTitle}
      onSubmit={({ name, description }) => onSubmit({ name, description: description || null })}
      failureMessage={messages.workspace.saveError}
    >
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{m.name}</FormLabel>
            <FormControl>
              <Input autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{m.description}</FormLabel>
            <FormControl>
              <Textarea rows={4} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormRootMessage />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {messages.workspace.cancel}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {messages.workspace.save}
        </Button>
      </div>
    </Form>
  );
}
