import { Label, RadioGroup, RadioGroupItem } from '@jornada/ui';
import type { Theme } from '../../app/theme.ts';
import { messages } from '../../messages/messages.ts';

const m = messages.settings;
const choices: readonly Theme[] = ['light', 'dark', 'system'];

/** Props of {@link ThemeSwitch}. */
interface ThemeSwitchProps {
  /** The current choice. */
  value: Theme;
  /** Called with the new choice (applied at once, kept in this browser: app/theme.ts). */
  onChange: (theme: Theme) => void;
}

/**
 * The colour theme choice of /ajustes: «Claro», «Oscuro» or «Igual que mi
 * dispositivo», a WAI-ARIA radio group (arrow keys move and choose).
 */
export function ThemeSwitch({ value, onChange }: ThemeSwitchProps) {
  return (
    <RadioGroup
      aria-label={m.theme}
      value={value}
      onValueChange={(next) => onChange(next as Theme)}
      className="grid gap-3 sm:grid-cols-3"
    >
      {choices.map((choice) => (
        <div key={choice} className="flex items-center gap-2">
          <RadioGroupItem id={`tema-${choice}`} value={choice} />
          <Label htmlFor={`tema-${choice}`}>{m.themes[choice]}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}
