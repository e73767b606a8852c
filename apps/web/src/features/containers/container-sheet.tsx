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
import { containerInputFormSchema } from '@jornada/api-client/forms';
import { NumberField, RecordSheet, SelectField, SwitchField, TextField } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { containerCheckDigit, containerNumberPattern } from '../../app/iso6346.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { idChoice } from '../../records/id-choice.ts';
import { useRecordSheet } from '../../records/use-record-sheet.ts';
import { terminalOptionsQuery } from './container-status.ts';

type Schemas = components['schemas'];
type Container = Schemas['Container'];

const m = containerMessages.containers;
const types = Object.keys(m.types) as Array<Schemas['ContainerType']>;
const statuses = Object.keys(m.statuses) as Array<Schemas['ContainerStatus']>;
const sizes = ['20', '40', '45'] as const;

const contract = containerInputFormSchema({
  number: m.numberInvalid,
  type: m.chooseOption,
  iso_type_code: m.isoTypeCodeInvalid,
  status: m.chooseOption,
  owner: m.textTooLong(120),
  customer: m.textTooLong(150),
  seal_number: m.textTooLong(30),
  tare_weight_kg: m.weightInvalid(20000),
  max_gross_weight_kg: m.weightInvalid(60000),
});
// Codes are typed in any case and checked in capitals; the size is a select's string.
const capitals = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), schema);
const schema = contract.extend({
  number: capitals(contract.shape.number),
  iso_type_code: capitals(contract.shape.iso_type_code),
  size: z
    .enum(sizes, { error: m.chooseOption })
    .transform((size) => Number(size) as Schemas['ContainerSize']),
  terminal_id: idChoice(null),
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
export function ContainerSheet({ companyId, container, ...slot }: ContainerSheetProps) {
  const { api } = useAppContext();
  const terminals = useQuery({ ...terminalOptionsQuery(api, companyId), enabled: slot.open });
  const sheet = useRecordSheet({
    ...slot,
    title: container ? m.editTitle(container.number) : m.createTitle,
    schema,
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
      ...(container ? { type: container.type, size: String(container.size) as '20' } : {}),
    },
    record: container,
    create: {
      mutation: createContainerMutationOptions,
      variables: (body) => ({ companyId, ...body }),
      done: (saved) => m.created(saved.number),
    },
    update: {
      mutation: updateContainerMutationOptions,
      variables: (body, { id }) => ({ containerId: id, ...body }),
      done: (saved) => m.updated(saved.number),
    },
    failed: m.saveError,
  });
  const typed = String(sheet.form.watch('number') ?? '');
  return (
    <RecordSheet {...sheet}>
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
