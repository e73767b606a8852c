/**
 * The terminal form (contract `TerminalInput`): name, code, type, address, hours and whether it
 * is active. Coordinates are left to the map picker of the fleet issue.
 */
import type { components } from '@jornada/api-client';
import { Button, Checkbox, Input } from '@jornada/ui';
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

const m = messages.terminals;
type Schemas = components['schemas'];
type Terminal = Schemas['Terminal'];
const types = Object.keys(m.types) as [Schemas['TerminalType'], ...Schemas['TerminalType'][]];
const time = z.union([
  z.literal(''),
  z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: m.timeInvalid }),
]);

const schema = z.object({
  name: z.string().trim().min(2, { error: m.nameInvalid }).max(120, { error: m.nameInvalid }),
  code: z.string().trim().min(1, { error: m.codeInvalid }).max(20, { error: m.codeInvalid }),
  type: z.enum(types, { error: messages.tickets.chooseOption }),
  address: z
    .string()
    .trim()
    .min(5, { error: m.addressInvalid })
    .max(300, { error: m.addressInvalid }),
  opening_time: time,
  closing_time: time,
  active: z.boolean(),
});

/** What the form submits. */
export type TerminalValues = Omit<Schemas['TerminalInput'], 'latitude' | 'longitude'>;

/** Create or edit a terminal. */
export function TerminalForm({
  terminal,
  onSubmit,
  onCancel,
}: {
  terminal?: Terminal;
  onSubmit: (values: TerminalValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useZodForm(schema, {
    defaultValues: {
      name: terminal?.name ?? '',
      code: terminal?.code ?? '',
      address: terminal?.address ?? '',
      opening_time: terminal?.opening_time ?? '',
      closing_time: terminal?.closing_time ?? '',
      active: terminal?.active ?? true,
      ...(terminal ? { type: terminal.type } : {}),
    } as z.input<typeof schema>,
  });
  const text = (
    name: 'name' | 'code' | 'address' | 'opening_time' | 'closing_time',
    label: string,
    required: boolean,
    type = 'text',
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem required={required}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type={type} autoComplete="off" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Form
      form={form}
      aria-label={terminal ? m.editTitle(terminal.name) : m.createTitle}
      onSubmit={({ opening_time, closing_time, ...values }) =>
        onSubmit({
          ...values,
          opening_time: opening_time || null,
          closing_time: closing_time || null,
        })
      }
      failureMessage={messages.workspace.saveError}
    >
      {text('name', m.name, true)}
      {text('code', m.code, true)}
      <SelectField
        name="type"
        label={m.type}
        required
        options={types.map((value) => ({ value, label: m.types[value] }))}
      />
      {text('address', m.address, true)}
      <div className="grid grid-cols-2 gap-4">
        {text('opening_time', m.opening, false, 'time')}
        {text('closing_time', m.closing, false, 'time')}
      </div>
      <FormField
        control={form.control}
        name="active"
        render={({ field }) => (
          <FormItem className="flex items-center gap-2">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            </FormControl>
            <FormLabel>{m.active}</FormLabel>
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
