/**
 * The employee's attendance of the last 14 days (docs/decisions/0020-clock-in.md; `listEmployeeAttendances`):
 * per record its day, entry and exit, late or early minutes, breaks and hours worked; a record
 * the company corrected or captured by hand offers «Firmar de conformidad» (decision 52, app/sign-record-button.tsx).
 */
import type { components } from '@jornada/api-client';
import { Badge } from '@jornada/ui';
import { SignRecordButton } from '../../app/sign-record-button.tsx';
import { clockInMessages } from './clock-in-messages.ts';
import { clockTime, hoursAndMinutes, weekdayDate } from './format.ts';

const m = clockInMessages.myAttendance;

/** Props of {@link AttendanceHistory}. */
export interface AttendanceHistoryProps {
  records: readonly components['schemas']['Attendance'][] | undefined;
  timeZone: string;
}

/** The history as a list of day cards (newest first, as the server answers). */
export function AttendanceHistory({ records, timeZone }: AttendanceHistoryProps) {
  return (
    <section aria-labelledby="mi-historial" className="grid gap-3">
      <h2 id="mi-historial" className="text-xl font-semibold">
        {m.historyHeading}
      </h2>
      {records === undefined ? null : records.length === 0 ? (
        <p className="text-muted-foreground">{m.noHistory}</p>
      ) : (
        <ul className="grid gap-3">
          {records.map((record) => (
            <li key={record.id} className="grid gap-2 rounded-lg border bg-card p-4">
              <h3 className="font-semibold first-letter:uppercase">
                {weekdayDate(record.date)}
                {record.shift ? ` · ${record.shift.name}` : ''}
              </h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">{m.historyEntry}</dt>
                <dd>{clockTime(record.check_in_at, timeZone)}</dd>
                <dt className="text-muted-foreground">{m.historyExit}</dt>
                <dd>
                  {record.check_out_at ? clockTime(record.check_out_at, timeZone) : m.stillOpen}
                </dd>
              </dl>
              <p className="flex flex-wrap gap-2">
                {record.late_minutes > 0 ? (
                  <Badge variant="warning">{m.late(record.late_minutes)}</Badge>
                ) : (
                  <Badge variant="success">{m.onTime}</Badge>
                )}
                {record.early_leave_minutes > 0 ? (
                  <Badge variant="warning">{m.early(record.early_leave_minutes)}</Badge>
                ) : null}
                {record.outside_geofence ? (
                  <Badge variant="danger">{m.outsideGeofence}</Badge>
                ) : null}
                {record.corrected ? <Badge variant="outline">{m.corrected}</Badge> : null}
              </p>
              <p className="text-sm">
                {m.breaks(record.break_minutes)}
                {record.worked_minutes !== null
                  ? ` · ${m.worked(hoursAndMinutes(record.worked_minutes))}`
                  : ''}
              </p>
              {record.corrected || record.source === 'manual' ? (
                <div className="grid gap-2 border-t pt-2">
                  <p className="text-sm text-muted-foreground">{m.signHint}</p>
                  <SignRecordButton
                    kind="attendance"
                    id={record.id}
                    label={weekdayDate(record.date)}
                    fileLabel={record.date}
                    actionLabel={m.signAgreement}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
