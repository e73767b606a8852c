import { esMessages } from './messages.ts';
import { useMultiselect } from './use-multiselect.ts';

/** Props of {@link HeadlessEstados}. */
export interface HeadlessEstadosProps {
  /** The options. */
  options: readonly string[];
  /** Initial selection. @default [] */
  defaultValue?: readonly string[];
  /** Called with the new selection. */
  onValueChange?: (value: string[]) => void;
}

/**
 * A multiselect in markup of one's own over `useMultiselect`: no virtualisation
 * (every row rendered), chips as buttons, the list below the input. The
 * README's headless example; the story and the test render it.
 */
export function HeadlessEstados({ options, defaultValue, onValueChange }: HeadlessEstadosProps) {
  const ms = useMultiselect<string>({
    'aria-labelledby': 'headless-estados-label',
    multiple: true,
    options,
    defaultValue,
    onValueChange,
    closeOnSelect: false,
    messages: esMessages,
  });
  return (
    <div {...ms.getRootProps()} className="flex max-w-sm flex-col gap-2 text-sm">
      <label id="headless-estados-label" htmlFor={ms.id} className="font-medium">
        Estados
      </label>
      <ul {...ms.getChipsProps()} className="flex flex-wrap gap-1">
        {ms.values.map((v) => (
          <li key={v} className="rounded-full bg-secondary px-2">
            {v}{' '}
            <button {...ms.getChipRemoveProps(v)} className="font-bold">
              ×
            </button>
          </li>
        ))}
      </ul>
      {/* a press on the box (input included) focuses the input and toggles the list */}
      <div {...ms.getControlProps()} className="rounded-md border border-input px-2 py-1">
        <input {...ms.getInputProps()} className="w-full outline-none" />
      </div>
      {ms.open && (
        <ul {...ms.getListboxProps()} className="max-h-60 overflow-auto rounded-md border">
          {ms.rows.map((_, i) => {
            const o = ms.optionState(i)!;
            return (
              <li
                key={o.label}
                {...ms.getOptionProps(i)}
                className="cursor-pointer px-2 py-1 data-[active]:bg-primary data-[active]:text-primary-foreground"
              >
                {o.selected ? '✓ ' : ''}
                {o.label}
              </li>
            );
          })}
        </ul>
      )}
      <p {...ms.getLiveRegionProps()} className="sr-only">
        {ms.announcement}
      </p>
    </div>
  );
}
