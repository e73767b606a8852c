/**
 * A select outside a form (the planning screen's and the pipeline's controls): a visible label tied to a Radix
 * Select (WAI-ARIA combobox and listbox, typeahead, keyboard).
 */
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@jornada/ui';
import { useId } from 'react';

/** Props of {@link LabelledSelect}. */
export interface LabelledSelectProps {
  label: string;
  /** The chosen value; '' while none is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

/** The labelled select (see the module's comment). */
export function LabelledSelect({
  label,
  value,
  onValueChange,
  options,
  placeholder,
  disabled = false,
  className,
}: LabelledSelectProps) {
  const id = useId();
  return (
    <div className={className ?? 'grid gap-2'}>
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={onValueChange} disabled={disabled}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
