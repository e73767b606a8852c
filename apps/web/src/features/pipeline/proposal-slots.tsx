/**
 * The times staff are about to offer a candidate (contract decision 51): the
 * draft list beside the interviews calendar, with the modality and «Enviar propuesta». The slots
 * themselves are drawn on the calendar by `interview-calendar.tsx`; this card lists them so each
 * can be read and removed without the grid.
 */
import type { components } from '@jornada/api-client';
import { Button, Card, formatDateTime } from '@jornada/ui';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import { pipelineMessages } from '../../messages/pipeline-messages.ts';

type Mode = components['schemas']['InterviewMode'];

const m = pipelineMessages.interviews;
const modes = Object.keys(m.modes) as Mode[];

/** Most slots one proposal offers (the contract's `proposed_slots` maxItems). */
export const maxSlots = 5;

/** Props of {@link ProposalSlots}. */
export interface ProposalSlotsProps {
  /** The candidate's name. */
  candidate: string;
  /** The chosen times, soonest first. */
  slots: Date[];
  /** The modality of the proposal. */
  mode: Mode;
  /** Changes the modality. */
  onModeChange: (mode: Mode) => void;
  /** Removes one time. */
  onRemove: (at: Date) => void;
  /** Sends the proposal. */
  onSend: () => void;
  /** Whether the proposal is being sent. @default false */
  sending?: boolean;
}

/** The draft proposal's card (see the module's comment). */
export function ProposalSlots({
  candidate,
  slots,
  mode,
  onModeChange,
  onRemove,
  onSend,
  sending = false,
}: ProposalSlotsProps) {
  return (
    <Card className="grid gap-3 p-5">
      <h2 className="text-lg font-semibold">{m.slotsTitle(candidate)}</h2>
      <p className="text-sm text-muted-foreground">{m.slotsHint}</p>
      {slots.length === 0 ? (
        <p>{m.noSlots}</p>
      ) : (
        <ol className="grid gap-2" aria-label={m.slotsTitle(candidate)}>
          {slots.map((at, index) => {
            const when = formatDateTime(at.toISOString(), 'full');
            return (
              <li key={at.getTime()} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{m.slotEvent(index + 1)}:</span>
                <span>{when}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={m.removeSlot(when)}
                  onClick={() => onRemove(at)}
                >
                  {m.remove}
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <LabelledSelect
        className="grid max-w-xs gap-2"
        label={m.mode}
        value={mode}
        onValueChange={(value) => onModeChange(value as Mode)}
        options={modes.map((value) => ({ value, label: m.modes[value] }))}
      />
      <Button className="w-fit" disabled={slots.length === 0} loading={sending} onClick={onSend}>
        {m.sendSlots(slots.length)}
      </Button>
    </Card>
  );
}
