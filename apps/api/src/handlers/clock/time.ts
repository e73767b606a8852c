/**
 * Wall-clock arithmetic of the clock-in domain (decision 39): a shift's times
 * are local `HH:MM` in its IANA time zone, its days are local dates, and
 * checks are instants. These helpers convert between them with `Intl` (no
 * fixed offsets: Mexico dropped daylight saving in 2022, other zones did not).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One `Intl.DateTimeFormat` per locale, zone and kind, made once: making one
 * costs about 50 µs, and the seed, the export and the status board convert
 * thousands of instants.
 */
function formatter(kind: 'date' | 'time' | 'full', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}/${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'date'
        ? new Intl.DateTimeFormat('en-CA', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          })
        : kind === 'time'
          ? new Intl.DateTimeFormat('en-GB', {
              timeZone,
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
            })
          : new Intl.DateTimeFormat('en-US', {
              timeZone,
              hourCycle: 'h23',
              year: 'numeric',
              month: '2-digit',
              day: '2-digit',
              hour: '2-digit',
              minute: '2-digit',
              second: '2-digit',
            });
    formatters.set(key, format);
  }
  return format;
}

/** The local date (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return formatter('date', timeZone).format(at);
}

/** Minutes since local midnight (0–1439) of an instant in a time zone. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = formatter('time', timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** `HH:MM` → minutes since midnight. */
export const minutesOf = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Adds days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a `YYYY-MM-DD` date: 1 (Monday) … 7 (Sunday). */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every date from `from` to `to`, both included (empty when `to` is before `from`). */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The offset of a time zone from UTC at an instant, in minutes (−360 for Mexico City). */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = formatter('full', timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - at.getTime()) / 60000);
}

/**
 * The instant a local wall-clock time happens: `date` at `time` (`HH:MM`) in
 * `timeZone`, plus `dayOffset` days (1 for the end of a shift that crosses midnight).
 */
export function instantAt(date: string, time: string, timeZone: string, dayOffset = 0): Date {
  const day = addDays(date, dayOffset);
  const guess = new Date(`${day}T${time}:00Z`);
  const first = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60000);
  // A second pass settles instants next to an offset change.
  return new Date(guess.getTime() - offsetMinutes(first, timeZone) * 60000);
}
