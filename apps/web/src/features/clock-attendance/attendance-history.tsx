/**
 * The audit trail of an attendance record (`AttendanceDetail.history`, decision 39): who did
 * what and when, each field from → to (instants in the company's time), and the reason.
 */
import type { components } from '@jornada/api-client';
import { messages } from '../../messages/messages.ts';
import { formatDateTime } from './clock-time.ts';

type AttendanceChange = components['schemas']['AttendanceChange'];

const m = messages.clockAttendance;
const c = m.correction;

/** A value of a change as people read it: an instant as a date and time, '—' for none. */
function readable(
  value: string | number | null,
  shiftName: ReadonlyMap<number, string>,
  field: string,
) {
  if (value === null || value === '') return c.empty;
  if (field === 'shift_id' && typeof value === 'number')
    return shiftName.get(value) ?? String(value);
  if (field === 'source' && typeof value === 'string' && value in m.sources)
    return m.sources[value as keyof typeof m.sources];
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return formatDateTime(value);
  return String(value);
}

/** Props of {@link AttendanceHistory}. */
export interface AttendanceHistoryProps {
  /** The changes, oldest first as the API answers; null while loading. */
  history: AttendanceChange[] | null;
  /** Whether the record's detail failed to load. */
  failed: boolean;
  /** Shift names by id (for `shift_id` changes). */
  shiftName: ReadonlyMap<number, string>;
  /** The heading's id (the section is named by it). */
  headingId: string;
}

/** The history. */
export function AttendanceHistory({
  history,
  failed,
  shiftName,
  headingId,
}: AttendanceHistoryProps) {
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={history === null && !failed}
      className="grid gap-2"
    >
      <h3 id={headingId} className="font-semibold">
        {c.history}
      </h3>
      {failed ? (
        <p role="alert" className="text-sm text-danger">
          {c.historyError}
        </p>
      ) : history === null ? null : history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{c.noHistory}</p>
      ) : (
        <ol className="grid gap-3">
          {history.map((change) => {
            const action = m.changeActions[change.action];
            const when = formatDateTime(change.changed_at);
            return (
              <li
                key={change.id}
                className="grid gap-1 rounded-md border border-border p-3 text-sm"
              >
                <p className="font-medium">
                  {change.changed_by
                    ? c.by(action, change.changed_by.name, when)
                    : c.bySystem(action, when)}
                </p>
                {change.changes.length > 0 ? (
                  <ul className="grid gap-0.5">
                    {change.changes.map((item) => (
                      <li key={item.field}>
                        {c.change(
                          m.fields[item.field] ?? item.field,
                          readable(item.from, shiftName, item.field),
                          readable(item.to, shiftName, item.field),
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {change.notes ? <p className="text-muted-foreground">{change.notes}</p> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
