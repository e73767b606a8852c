/**
 * The new-ticket form (contract `TicketInput`): subject, description, category and priority;
 * `company_id` comes from the workspace.
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
  SelectField,
  useZodForm,
} from '@jornada/ui/forms';
import { z } from 'zod';
import { messages } from '../../messages.ts';

const m = messages.tickets;
type Schemas = components['schemas'];

const categories = Object.keys(m.categories) as Schemas['TicketCategory'][];
const priorities = Object.keys(m.priorities) as Schemas['TicketPriority'][];

const schema = z.object({
  subject: z
    .string()
    .trim()
    .min(3, { error: m.subjectInvalid })
    .max(150, { error: m.subjectInvalid }),
  description: z
    .string()
    .trim()
    .min(1, { error: m.descriptionInvalid })
    .max(5000, { error: m.descriptionInvalid }),
  category: z.enum(categories as [Schemas['TicketCategory'], ...Schemas['TicketCategory'][]], {
    error: m.chooseOption,
  }),
  priority: z.enum(priorities as [Schemas['TicketPriority'], ...Schemas['TicketPriority'][]], {
    error: m.chooseOption,
  }),
});

/** What the form submits. */
export type TicketValues = Pick<
  Schemas['TicketInput'],
  'subject' | 'description' | 'category' | 'priority'
>;

/** Create a ticket. */
export function TicketForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (values: TicketValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(schema, {
    defaultValues: { subject: '', description: '', priority: 'media' } as z.input<typeof schema>,
  });
  return (
    <Form
      form={form}
      aria-label={m.createTitle}
      onSubmit={onSubmit}
      failureMessage={messages.workspace.saveError}
    >
      <FormField
        control={form.control}
        name="subject"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{m.subject}</FormLabel>
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
          <FormItem required>
            <FormLabel>{m.description}</FormLabel>
            <FormControl>
              <Textarea rows={5} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField
        name="category"
        label={m.category}
        required
        options={categories.map((value) => ({ value, label: m.categories[value] }))}
      />
      <SelectField
        name="priority"
        label={m.priority}
        required
        options={priorities.map((value) => ({ value, label: m.priorities[value] }))}
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
