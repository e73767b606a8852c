/**
 * The kiosk's full-screen greeting after a check (docs/decisions/0020-clock-in.md): "¡Buenos días, Rosa!
 * Entrada registrada a las 07:58", shown for {@link greetingMs} (the one timing on these pages
 * that cannot be extended, WCAG 2.2.1's exception for a shared device) or until "Listo".
 */
import { Button } from '@jornada/ui';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { clockInMessages } from './clock-in-messages.ts';

const m = clockInMessages.kiosk;

/** How long the greeting stays, in ms. */
export const greetingMs = 5_000;

/** Props of {@link KioskGreeting}. */
export interface KioskGreetingProps {
  /** "¡Buenos días, Rosa!" */
  title: string;
  /** "Entrada registrada a las 07:58" */
  text: string;
  /** Clears the kiosk for the next person. */
  onDone: () => void;
}

/** The greeting; focus moves to its heading, and it calls `onDone` after {@link greetingMs}. */
export function KioskGreeting({ title, text, onDone }: KioskGreetingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => done.current(), greetingMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 grid place-content-center justify-items-center gap-6 bg-success p-8 text-center text-success-foreground"
    >
      <CircleCheck aria-hidden="true" className="size-24" />
      <h2 ref={heading} tabIndex={-1} className="text-5xl font-bold outline-none">
        {title}
      </h2>
      <p className="text-3xl">{text}</p>
      <p className="text-lg">{m.resetHint}</p>
      <Button variant="outline" size="lg" className="h-14 px-10 text-xl" onClick={onDone}>
        {m.ready}
      </Button>
    </div>
  );
}
