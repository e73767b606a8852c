/**
 * Create or edit a container (contract `ContainerInput`) in a `RecordSheet`: the ISO 6346 number
 * with a live hint of its check digit (iso6346.ts; the server decides, and its 422 shows on the
 * field with what was typed kept), type, size, high cube, ISO size-and-type code, status,
 * terminal, line, customer, weights (kg), seal and whether it is empty.
 */
import {
  createContainerMutationOptions,
  updateContainerMutationOptions,
  type components,
} from '@jornada/api-client';
import { useToast } from '@jornada/ui';
import {
  NumberField,
  RecordSheet,
  SelectField,
  SwitchField,
  TextField,
  useZodForm,
} from '@jornada/ui/forms';
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../container-messages.ts';
import { terminalOptionsQuery } from './container-status.ts';
import { containerCheckDigit, containerNumberPattern } from '../../app/iso6346.ts';

type Schemas = components['schemas'];
type Container = Schemas['Container'];

const m = containerMessages.containers;
const types = Object.keys(m.types) as [Schemas['ContainerType'], ...Schemas['ContainerType'][]];
const statuses = Object.keys(m.statuses) as [
  Schemas['ContainerStatus'],
  ...Schemas['ContainerStatus'][],
];
const sizes = ['20', '40', '45'] as const;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: m.textTooLong(max) });
const weight = (max: number) =>
  z
    .number({ error: m.weightInvalid(max) })
    .int({ error: m.weightInvalid(max) })
    .min(0, { error: m.weightInvalid(max) })
    .max(max, { error: m.weightInvalid(max) })
    .nullable();

const schema = z.object({
  number: z.string().trim().toUpperCase().regex(containerNumberPattern, { error: m.numberInvalid }),
  type: z.enum(types, { error: m.chooseOption }),
  size: z.enum(sizes, { error: m.chooseOption }),
  high_cube: z.boolean(),
  iso_type_code: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[0-9A-Z]{4}$/, { error: m.isoTypeCodeInvalid }),
  ]),
  status: z.enum(statuses, { error: m.chooseOption }),
  terminal_id: z.string(),
  owner: optionalText(120),
  customer: optionalText(150),
  tare_weight_kg: weight(20000),
  max_gross_weight_kg: weight(60000),
  seal_number: optionalText(30),
  is_empty: z.boolean(),
});

/** What the number's hint says: the format, or whether the typed check digit is right. */
export function checkDigitHint(typed: string): string {
  const number = typed.trim().toUpperCase();
  const digit = containerCheckDigit(number);
  if (digit === null || number.length !== 11 || !containerNumberPattern.test(number))
    return m.numberHint;
  return Number(number[10]) === digit ? m.checkDigitOk(digit) : m.checkDigitWrong(digit);
}

/** Props of {@link ContainerSheet}. */
export interface ContainerSheetProps {
  companyId: number;
  /** The container being edited; absent to register one. */
  container?: Container;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The container sheet; mount it with a `key` per opening. */
export function ContainerSheet({ companyId, container, open, onOpenChange }: ContainerSheetProps) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const terminals = useQuery({ ...terminalOptionsQuery(api, companyId), enabled: open });
  const create = useMutation(createContainerMutationOptions(api, queryClient));
  const update = useMutation(updateContainerMutationOptions(api, queryClient));
  const form = useZodForm(schema, {
    defaultValues: {
      number: container?.number ?? '',
      high_cube: container?.high_cube ?? false,
      iso_type_code: container?.iso_type_code ?? '',
      status: container?.status ?? 'en_patio',
      terminal_id: container?.location?.terminal ? String(container.location.terminal.id) : '',
      owner: container?.owner ?? '',
      customer: container?.customer ?? '',
      tare_weight_kg: container?.tare_weight_kg ?? null,
      max_gross_weight_kg: container?.max_gross_weight_kg ?? null,
      seal_number: container?.seal_number ?? '',
      is_empty: container?.is_empty ?? false,
      ...(container ? { type: container.type, size: String(container.size) } : {}),
    } as z.input<typeof schema>,
  });
  const typed = form.watch('number');
  return (
    <RecordSheet
      open={open}
      onOpenChange={onOpenChange}
      form={form}
      title={container ? m.editTitle(container.number) : m.createTitle}
      onSubmit={async ({
        size,
        terminal_id,
        iso_type_code,
        owner,
        customer,
        seal_number,
        ...v
      }) => {
        const input = {
          ...v,
          size: Number(size) as Schemas['ContainerSize'],
          terminal_id: terminal_id ? Number(terminal_id) : null,
          iso_type_code: iso_type_code || null,
          owner: owner || null,
          customer: customer || null,
          seal_number: seal_number || null,
        };
        const saved = container
          ? await update.mutateAsync({ containerId: container.id, ...input })
          : await create.mutateAsync({ companyId, ...input });
        toast({
          title: container ? m.updated(saved.number) : m.created(saved.number),
          variant: 'success',
        });
      }}
      onSubmitError={() => toast({ title: m.saveError, variant: 'danger' })}
    >
      <TextField
        name="number"
        label={m.number}
        description={checkDigitHint(typed)}
        required
        autoComplete="off"
        maxLength={11}
      />
      <div className="grid grid-cols-2 gap-4">
        <SelectField
          name="type"
          label={m.type}
          required
          options={types.map((value) => ({ value, label: m.types[value] }))}
        />
        <SelectField
          name="size"
          label={m.size}
          required
          options={sizes.map((value) => ({ value, label: m.sizeFeet(Number(value)) }))}
        />
      </div>
      <SwitchField name="high_cube" label={m.highCube} />
      <TextField
        name="iso_type_code"
        label={m.isoTypeCode}
        description={m.isoTypeCodeHint}
        autoComplete="off"
        maxLength={4}
      />
      <SelectField
        name="status"
        label={m.status}
        required
        options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
      />
      <SelectField
        name="terminal_id"
        label={m.terminal}
        emptyLabel={m.noTerminal}
        options={(terminals.data?.data ?? []).map((terminal) => ({
          value: String(terminal.id),
          label: `${terminal.name} (${terminal.code})`,
        }))}
      />
      <TextField name="owner" label={m.owner} autoComplete="off" maxLength={120} />
      <TextField name="customer" label={m.customer} autoComplete="off" maxLength={150} />
      <div className="grid grid-cols-2 gap-4">
        <NumberField name="tare_weight_kg" label={m.tareWeight} min={0} max={20000} />
        <NumberField name="max_gross_weight_kg" label={m.maxGrossWeight} min={0} max={60000} />
      </div>
      <TextField name="seal_number" label={m.seal} autoComplete="off" maxLength={30} />
      <SwitchField name="is_empty" label={m.isEmpty} />
    </RecordSheet>
  );
}
