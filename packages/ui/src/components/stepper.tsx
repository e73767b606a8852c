import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { uiMessages } from '../messages.ts';

/** One step of a {@link Stepper}. */
type StepperStep = {
  /** Short name of the step. */
  title: React.ReactNode;
  /** Optional detail under the title. */
  description?: React.ReactNode;
};

/** Props of {@link Stepper}. */
type StepperProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The steps, in order. */
  steps: StepperStep[];
  /** Index of the current step, 0-based; steps before it count as completed. */
  currentStep: number;
  /** Layout. @default 'horizontal' (vertical below the `sm` breakpoint) */
  orientation?: 'horizontal' | 'vertical';
  /** Name of the `nav` landmark. @default 'Pasos' */
  'aria-label'?: string;
};

/**
 * Progress through a multi-step flow (sign-up, job application, interview
 * checks): an ordered list where the current step has `aria-current="step"`
 * and every step exposes `data-state` (`completed`, `current`, `upcoming`).
 */
function Stepper({
  steps,
  currentStep,
  orientation = 'horizontal',
  className,
  'aria-label': ariaLabel = uiMessages.stepper.label,
  ...props
}: StepperProps) {
  return (
    <nav data-slot="stepper" aria-label={ariaLabel} className={className} {...props}>
      <ol
        data-orientation={orientation}
        className="flex flex-col gap-4 data-[orientation=horizontal]:sm:flex-row data-[orientation=horizontal]:sm:items-start"
      >
        {steps.map((step, index) => {
          const state =
            index < currentStep ? 'completed' : index === currentStep ? 'current' : 'upcoming';
          return (
            <li
              key={index}
              data-slot="stepper-step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="group flex flex-1 items-start gap-3"
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold group-data-[state=completed]:border-primary group-data-[state=completed]:bg-primary group-data-[state=completed]:text-primary-foreground group-data-[state=current]:border-primary group-data-[state=current]:text-primary group-data-[state=upcoming]:border-border group-data-[state=upcoming]:text-muted-foreground"
              >
                {state === 'completed' ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span className="grid gap-0.5">
                <span className="text-sm font-medium group-data-[state=upcoming]:text-muted-foreground">
                  {step.title}
                  <span className="sr-only"> ({uiMessages.stepper[state]})</span>
                </span>
                {step.description ? (
                  <span className="text-xs text-muted-foreground">{step.description}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Stepper, type StepperProps, type StepperStep };
