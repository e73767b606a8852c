import { CheckIcon, ListFilterIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './popover.tsx';

/** One choice of a {@link DataTableFacetedFilter}. */
type FacetOption = {
  /** The value sent to the server. */
  value: string;
  /** The Spanish label shown. */
  label: string;
  /** How many records have this value (from the server), shown at the right. */
  count?: number;
};

/** A faceted filter of a {@link ServerDataTable}: its id (the search-param key), label and options. */
type FacetedFilterDef = {
  /** Filter id; the key in `state.filters` and in the URL. */
  id: string;
  /** Button text, for example 'Estado'. */
  label: string;
  /** The choices, in order. */
  options: FacetOption[];
};

/** Props of {@link DataTableFacetedFilter}. */
type DataTableFacetedFilterProps = FacetedFilterDef & {
  /** Chosen values (controlled). */
  value: readonly string[];
  /** Called with the new chosen values. */
  onValueChange: (value: string[]) => void;
  /** Class names of the trigger button. */
  className?: string;
};

/**
 * A button that opens a Popover with a multi-select listbox (WAI-ARIA APG
 * listbox, roving focus): ↑/↓/Home/End move, Space or Enter toggles, Escape
 * closes and returns focus to the button. The button shows how many values
 * are chosen.
 */
function DataTableFacetedFilter({
  id,
  label,
  options,
  value,
  onValueChange,
  className,
}: DataTableFacetedFilterProps) {
  const listId = React.useId();
  const [active, setActive] = React.useState(0);
  const optionRefs = React.useRef<Array<HTMLLIElement | null>>([]);
  const selected = new Set(value);
  const messages = uiMessages.serverTable;

  const toggle = (optionValue: string) => {
    const next = selected.has(optionValue)
      ? value.filter((entry) => entry !== optionValue)
      : // keep the options' order so URLs are stable whatever the click order
        options.map((option) => option.value).filter((v) => v === optionValue || selected.has(v));
    onValueChange(next);
  };

  const move = (index: number) => {
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActive(next);
    optionRefs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(options.length - 1),
      ' ': () => toggle(options[active]?.value ?? ''),
      Enter: () => toggle(options[active]?.value ?? ''),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          data-slot="data-table-faceted-filter"
          data-filter={id}
          data-active={value.length > 0 || undefined}
          className={cn('border-dashed data-[active]:border-solid', className)}
        >
          <ListFilterIcon aria-hidden="true" />
          {label}
          {value.length > 0 ? (
            <Badge variant="secondary" className="ml-1 rounded-sm px-1 font-normal">
              {value.length === 1
                ? (options.find((option) => option.value === value[0])?.label ?? value[0])
                : formatMessage(messages.selectedCount, { count: value.length })}
            </Badge>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={label}
        className="w-64 p-1"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const first = Math.max(
            0,
            options.findIndex((option) => selected.has(option.value)),
          );
          move(first);
        }}
      >
        <ul
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={formatMessage(messages.filterOptions, { label })}
          data-slot="data-table-faceted-filter-list"
          className="grid max-h-72 gap-0.5 overflow-y-auto"
        >
          {options.map((option, index) => {
            const isSelected = selected.has(option.value);
            return (
              <li
                key={option.value}
                ref={(element) => {
                  optionRefs.current[index] = element;
                }}
                role="option"
                aria-selected={isSelected}
                tabIndex={index === active ? 0 : -1}
                data-slot="data-table-faceted-filter-option"
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
                onClick={() => {
                  setActive(index);
                  toggle(option.value);
                }}
                onKeyDown={onKeyDown}
                onFocus={() => setActive(index)}
              >
                <span
                  aria-hidden="true"
                  data-state={isSelected ? 'checked' : 'unchecked'}
                  className="flex size-4 shrink-0 items-center justify-center rounded-sm border border-input data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground"
                >
                  {isSelected ? <CheckIcon className="size-3.5" /> : null}
                </span>
                <span className="flex-1">{option.label}</span>
                {option.count !== undefined ? (
                  <span className="font-mono text-xs text-muted-foreground tabular-nums">
                    {option.count}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {value.length > 0 ? (
          <div className="mt-1 border-t border-border pt-1">
            <Button
              variant="ghost"
              size="sm"
              className="w-full justify-center"
              onClick={() => onValueChange([])}
            >
              {messages.clearFilter}
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

export {
  DataTableFacetedFilter,
  type DataTableFacetedFilterProps,
  type FacetedFilterDef,
  type FacetOption,
};
