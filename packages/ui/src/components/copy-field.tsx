import * as React from 'react';
import { CheckIcon, CopyIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { lowerFirst } from '../lib/lower-first.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** Props of {@link CopyField}. */
type CopyFieldProps = Omit<React.ComponentProps<'div'>, 'children' | 'onCopy'> & {
  /** The visible label of the value (also the read-only input's name). */
  label: string;
  /** The text to show and copy. */
  value: string;
  /** Accessible name of the copy button. @default 'Copiar {label}' (label lower-cased: 'Copiar dirección del servidor') */
  copyLabel?: string;
  /** Runs after the value reached the clipboard. */
  onCopy?: (value: string) => void;
};

type CopyState = 'idle' | 'copied' | 'failed';

/** The Clipboard API, or selecting the input and the older `copy` command where it is missing or refused. */
async function copyText(value: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * A labelled read-only value with a 'Copiar' button, for secrets and settings shown once (a
 * tracker's key, a server address). The text can also be selected by hand; the outcome is
 * announced in a polite live region and exposed as `data-state` ('idle' | 'copied' | 'failed').
 */
function CopyField({ label, value, copyLabel, onCopy, className, ...props }: CopyFieldProps) {
  const id = React.useId();
  const input = React.useRef<HTMLInputElement>(null);
  const [state, setState] = React.useState<CopyState>('idle');
  const messages = uiMessages.copyField;
  return (
    <div
      data-slot="copy-field"
      data-state={state}
      className={cn('grid gap-2', className)}
      {...props}
    >
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          aria-label={copyLabel ?? formatMessage(messages.copyLabel, { label: lowerFirst(label) })}
          onClick={async () => {
            const copied = await copyText(value, input.current);
            setState(copied ? 'copied' : 'failed');
            if (copied) onCopy?.(value);
          }}
        >
          {state === 'copied' ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {messages.copy}
        </Button>
      </div>
      <p
        role="status"
        className={cn('text-sm', state === 'failed' ? 'text-danger' : 'text-muted-foreground')}
      >
        {state === 'copied'
          ? formatMessage(messages.copied, { label })
          : state === 'failed'
            ? messages.failed
            : ''}
      </p>
    </div>
  );
}

export { CopyField, type CopyFieldProps };
