import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import { Button } from '../components/button.tsx';
import { IconButton } from '../components/icon-button.tsx';
import { cn } from '../lib/cn.ts';
import { lowerFirst } from '../lib/lower-first.ts';
import { formatMessage, uiMessages } from '../messages.ts';

/** Props of {@link OrderedListField}. */
export interface OrderedListFieldProps<
  TFieldValues extends FieldValues,
  TName extends ArrayPath<TFieldValues>,
> {
  /** The form's array field (its order is the items' order). */
  name: TName;
  /** The legend of the list ('Paradas'). */
  label: string;
  /** Helper text under the legend. */
  description?: string;
  /**
   * The positional name of the item at `index` ('Parada 1'): its group's name, and, lower-cased,
   * part of its buttons' names ('Subir parada 1'). It changes when the items are reordered.
   */
  itemLabel: (index: number) => string;
  /** What an item is called in announcements ('Caseta Querétaro'). @default its `itemLabel` */
  itemText?: (item: FieldArray<TFieldValues, TName>) => string;
  /** The item's fields; name them under `name` (`${name}.name`, `${name}.latitude`…). */
  renderItem: (item: { index: number; name: `${TName}.${number}` }) => React.ReactNode;
  /** The value of an added item. */
  newItem: () => FieldArray<TFieldValues, TName>;
  /** Text of the add button ('Agregar parada'). */
  addLabel: string;
  /** Most items; at the limit the add button is disabled and says why. @default no limit */
  max?: number;
  /** Shown while the list is empty. */
  emptyText?: string;
  /** Classes of the fieldset. */
  className?: string;
}

type FocusRequest =
  { kind: 'add' } | { kind: 'item'; id: string; prefer: 'up' | 'down' | 'remove' | 'first' };

/**
 * An ordered list of records inside a `<Form>` (react-hook-form `useFieldArray`): each item shows
 * its fields and buttons to move it up or down and to remove it; a button at the end adds one.
 * Everything works with Tab and Enter/Space; after a move the focus stays on the moved item's
 * button (or its twin at either end), and a polite live region announces the new position
 * ('Caseta Querétaro: ahora en la posición 1 de 3.'). Item names are positional, so reordering
 * renumbers them. Array-level errors (too many items, a server message for the list) show under
 * the list (used for a route's stops).
 *
 * With `mode: 'onTouched'` react-hook-form validates the whole array after every add, move or
 * remove, so a blank item just added would show its errors at once: forms holding this field use
 * `useZodForm(schema, { mode: 'onBlur', … })` (validation on leaving a field, and on every change
 * once submitted).
 */
export function OrderedListField<
  TFieldValues extends FieldValues,
  TName extends ArrayPath<TFieldValues>,
>({
  name,
  label,
  description,
  itemLabel,
  itemText,
  renderItem,
  newItem,
  addLabel,
  max,
  emptyText,
  className,
}: OrderedListFieldProps<TFieldValues, TName>) {
  const { control, getValues } = useFormContext<TFieldValues>();
  const { fields, append, remove, move } = useFieldArray<TFieldValues, TName>({ control, name });
  const { errors } = useFormState({ control, name: name as never });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  const messages = uiMessages.orderedList;
  const id = React.useId();
  const root = React.useRef<HTMLFieldSetElement>(null);
  const focusRequest = React.useRef<FocusRequest | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const count = fields.length;
  const atMax = max !== undefined && count >= max;

  React.useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    if (request.kind === 'add') {
      root.current?.querySelector<HTMLElement>('[data-slot="ordered-list-add"]')?.focus();
      return;
    }
    const item = root.current?.querySelector<HTMLElement>(`[data-item-id="${request.id}"]`);
    const selector =
      request.prefer === 'first'
        ? 'input:not([type="hidden"]), textarea, select, [role="combobox"]'
        : `[data-action="${request.prefer}"]:not(:disabled)`;
    const target =
      item?.querySelector<HTMLElement>(selector) ??
      item?.querySelector<HTMLElement>('[data-action]:not(:disabled)');
    target?.focus();
  }, [fields]);

  const describe = (index: number) => {
    const value = getValues(`${name}.${index}` as never) as FieldArray<TFieldValues, TName>;
    return (itemText ? itemText(value) : '') || itemLabel(index);
  };

  const moveItem = (from: number, to: number) => {
    const field = fields[from];
    if (!field || to < 0 || to >= count) return;
    const text = describe(from);
    move(from, to);
    focusRequest.current = { kind: 'item', id: field.id, prefer: to < from ? 'up' : 'down' };
    setAnnouncement(formatMessage(messages.moved, { item: text, position: to + 1, count }));
  };

  const removeItem = (index: number) => {
    const text = describe(index);
    const next = fields[index + 1] ?? fields[index - 1];
    remove(index);
    focusRequest.current = next ? { kind: 'item', id: next.id, prefer: 'remove' } : { kind: 'add' };
    setAnnouncement(formatMessage(messages.removed, { item: text, count: count - 1 }));
  };

  const addItem = () => {
    append(newItem() as never, { shouldFocus: false });
    setAnnouncement(formatMessage(messages.added, { item: itemLabel(count) }));
    focusRequest.current = { kind: 'item', id: '', prefer: 'first' };
  };

  // The id of an appended item is known only after the render that shows it.
  React.useLayoutEffect(() => {
    const request = focusRequest.current;
    const last = fields[fields.length - 1];
    if (request?.kind === 'item' && request.id === '' && last) request.id = last.id;
  }, [fields]);

  const describedBy =
    [description ? `${id}-description` : null, message ? `${id}-message` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <fieldset
      ref={root}
      data-slot="ordered-list-field"
      aria-describedby={describedBy}
      className={cn('grid min-w-0 gap-3', className)}
    >
      <legend className="mb-1 text-sm leading-none font-medium">{label}</legend>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {count === 0 && emptyText ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : null}
      <ol className="grid gap-3">
        {fields.map((field, index) => {
          const itemName = itemLabel(index);
          const spoken = { item: lowerFirst(itemName) };
          return (
            <li
              key={field.id}
              data-item-id={field.id}
              data-slot="ordered-list-item"
              className="rounded-md border border-border p-3"
            >
              <div role="group" aria-labelledby={`${id}-${field.id}`} className="grid gap-3">
                <div className="flex items-center justify-between gap-2">
                  <span id={`${id}-${field.id}`} className="text-sm font-semibold">
                    {itemName}
                  </span>
                  <div className="flex items-center gap-1">
                    <IconButton
                      size="sm"
                      data-action="up"
                      label={formatMessage(messages.moveUp, spoken)}
                      disabled={index === 0}
                      onClick={() => moveItem(index, index - 1)}
                    >
                      <ArrowUpIcon />
                    </IconButton>
                    <IconButton
                      size="sm"
                      data-action="down"
                      label={formatMessage(messages.moveDown, spoken)}
                      disabled={index === count - 1}
                      onClick={() => moveItem(index, index + 1)}
                    >
                      <ArrowDownIcon />
                    </IconButton>
                    <IconButton
                      size="sm"
                      data-action="remove"
                      label={formatMessage(messages.remove, spoken)}
                      onClick={() => removeItem(index)}
                    >
                      <Trash2Icon />
                    </IconButton>
                  </div>
                </div>
                {renderItem({ index, name: `${name}.${index}` as `${TName}.${number}` })}
              </div>
            </li>
          );
        })}
      </ol>
      {message ? (
        <p id={`${id}-message`} className="text-sm font-medium text-danger">
          {message}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="sm"
          data-slot="ordered-list-add"
          disabled={atMax}
          onClick={addItem}
        >
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
        {atMax ? (
          <span className="text-sm text-muted-foreground">
            {formatMessage(messages.maxReached, { max })}
          </span>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
