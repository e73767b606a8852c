/**
 * An attendance record at a glance, in the correction sheet (docs/decisions/0020-clock-in.md): check-in and check-out,
 * source, the place (the terminal whose geofence held it) and the coordinates (with a map link),
 * late, early-leave and worked time, and its breaks with their recess, times and minutes.
 */
import type { components } from '@jornada/api-client';
import { Badge } from '@jornada/ui';
import { messages } from '../../messages/messages.ts';
import { formatDateTime, formatTime } from './clock-time.ts';

type Attendance = components['schemas']['Attendance'];

const m = messages.clockAttendance;
const c = m.correction;

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** Props of {@link AttendanceSummary}. */
export interface AttendanceSummaryProps {
  record: Attendance;
  /** Terminal names by id. */
  terminalName: ReadonlyMap<number, string>;
}

/** The summary. */
export function AttendanceSummary({ record, terminalName }: AttendanceSummaryProps) {
  const coordinates =
    record.latitude !== null && record.longitude !== null
      ? `${record.latitude.toFixed(5)}, ${record.longitude.toFixed(5)}`
      : null;
  return (
    <section aria-labelledby={`attendance-${record.id}-summary`} className="grid gap-3">
      <h3 id={`attendance-${record.id}-summary`} className="font-semibold">
        {c.summary}
      </h3>
      <dl className="grid grid-cols-2 gap-3">
        <Item term={c.checkIn}>{formatDateTime(record.check_in_at)}</Item>
        <Item term={c.checkOut}>
          {record.check_out_at ? (
            formatDateTime(record.check_out_at)
          ) : (
            <Badge variant="success">{m.records.onShift}</Badge>
          )}
        </Item>
        <Item term={c.source}>{m.sources[record.source]}</Item>
        <Item term={c.place}>
          {record.terminal_id === null
            ? c.noPlace
            : (terminalName.get(record.terminal_id) ?? c.unknownTerminal(record.terminal_id))}
          {record.outside_geofence ? (
            <Badge variant="danger" className="ml-1">
              {m.records.outsideGeofence}
            </Badge>
          ) : null}
        </Item>
        <Item term={c.coordinates}>
          {coordinates ? (
            <a
              href={`https://www.openstreetmap.org/?mlat=${record.latitude}&mlon=${record.longitude}#map=17/${record.latitude}/${record.longitude}`}
              target="_blank"
              rel="noreferrer"
              aria-label={c.mapLink(coordinates)}
              className="text-primary underline-offset-4 hover:underline"
            >
              {coordinates}
            </a>
          ) : (
            c.noCoordinates
          )}
        </Item>
        <Item term={c.late}>
          {record.late_minutes > 0 ? m.minutes(record.late_minutes) : m.none}
        </Item>
        <Item term={c.earlyLeave}>
          {record.early_leave_minutes > 0 ? m.minutes(record.early_leave_minutes) : m.none}
        </Item>
        <Item term={c.worked}>
          {record.worked_minutes === null ? m.none : m.hours(record.worked_minutes)}
        </Item>
      </dl>
      <h4 className="text-sm font-semibold">{c.breaks}</h4>
      {record.breaks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{c.noBreaks}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {record.breaks.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2">
              <span>{item.recess?.name ?? c.unplanned}</span>
              <span className="text-muted-foreground">
                {c.breakRange(
                  formatTime(item.started_at),
                  item.ended_at ? formatTime(item.ended_at) : c.ongoing,
                )}
                {item.minutes !== null ? ` · ${m.minutes(item.minutes)}` : ''}
                {` · ${item.paid ? c.paid : c.unpaid}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
