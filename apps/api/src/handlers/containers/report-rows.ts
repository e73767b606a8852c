/**
 * The rows of the three container reports (docs/decisions/0023-container-tracking.md),
 * with dates as days in Mexico
 * City time:
 * - containers: the company's containers (registered in `from`–`to` when given);
 * - existence: containers in the company's terminals at the end of `date`
 *   (in a stay that began before and had not ended by then; a retired container
 *   is not in the yard now);
 * - departures: every departure in `from`–`to`, a container once per departure.
 * Stays are replayed from the gate-in and gate-out history (yard-stays.ts), so a
 * past day is reported as it was, even for a container that has since come back.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containerHistory, containers, terminals } from '../../db/schema.ts';
import { statusLabels } from '../../messages.ts';
import type { ContainerStatus } from './life-cycle.ts';
import { departuresIn, stayAt, yardStays, type GateEvent } from './yard-stays.ts';
import { companyTimeZone } from '../../time-zone.ts';

/** One row of a report, as its cells will show. */
export interface ContainerReportRow {
  number: string;
  type: string;
  size: number;
  highCube: boolean;
  isoTypeCode: string | null;
  status: string;
  terminal: string | null;
  owner: string | null;
  customer: string | null;
  sealNumber: string | null;
  isEmpty: boolean;
  arrivedAt: Date | null;
  departedAt: Date | null;
  /** Whole days from arrival to the report's day (existence) or to departure; null without arrival. */
  daysInYard: number | null;
}

/** The start of a day (`YYYY-MM-DD`) in Mexico City, as an SQL timestamp. */
export const dayStart = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${companyTimeZone})`;
/** The start of the day after `day` in Mexico City. */
export const dayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${companyTimeZone})`;

/** Today in Mexico City, `YYYY-MM-DD`. */
export const todayInMexico = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone }).format(now);

/** What a report asks for. */
export interface ReportQuery {
  kind: 'containers' | 'existence' | 'departures';
  companyId: number;
  from?: string;
  to?: string;
  /** The existence report's day. */
  date?: string;
  status?: string;
  terminalId?: number;
  type?: string;
}

/** The rows of a report, by container number (departures: then by departure). */
export async function reportRows(db: Database, query: ReportQuery): Promise<ContainerReportRow[]> {
  const parts: (SQL | undefined)[] = [eq(containers.companyId, query.companyId)];
  if (query.status) parts.push(eq(containers.status, query.status));
  if (query.type) parts.push(eq(containers.type, query.type));
  if (query.kind === 'containers') {
    if (query.terminalId) parts.push(eq(containers.terminalId, query.terminalId));
    if (query.from) parts.push(gte(containers.createdAt, dayStart(query.from)));
    if (query.to) parts.push(lt(containers.createdAt, dayEnd(query.to)));
  }
  const rows = await db
    .select({ container: containers, terminal: terminals.name })
    .from(containers)
    .leftJoin(terminals, eq(terminals.id, containers.terminalId))
    .where(and(...parts))
    .orderBy(asc(containers.number));
  if (query.kind === 'containers')
    return rows.map(({ container: c, terminal }) =>
      reportRow(c, { arrivedAt: c.arrivedAt, departedAt: c.departedAt, terminal }, null),
    );
  return stayRows(
    db,
    query,
    rows.map((r) => r.container),
  );
}

type ContainerRow = typeof containers.$inferSelect;

/** The existence or departures rows: each container's stays replayed from its gate events. */
async function stayRows(
  db: Database,
  query: ReportQuery,
  list: ContainerRow[],
): Promise<ContainerReportRow[]> {
  const bounds = await instants(db, query);
  const events = list.length
    ? await db
        .select({
          containerId: containerHistory.containerId,
          event: containerHistory.event,
          occurredAt: containerHistory.occurredAt,
          terminalId: containerHistory.terminalId,
        })
        .from(containerHistory)
        .where(
          and(
            eq(containerHistory.companyId, query.companyId),
            inArray(containerHistory.event, ['gate_in', 'gate_out']),
          ),
        )
    : [];
  const byContainer = new Map<number, GateEvent[]>();
  for (const e of events)
    byContainer.set(e.containerId, [...(byContainer.get(e.containerId) ?? []), e as GateEvent]);
  const names = new Map(
    (
      await db
        .select({ id: terminals.id, name: terminals.name })
        .from(terminals)
        .where(eq(terminals.companyId, query.companyId))
    ).map((t) => [t.id, t.name]),
  );
  const result: { row: ContainerReportRow; departedAt: number }[] = [];
  for (const c of list) {
    const stays = yardStays(byContainer.get(c.id) ?? [], c);
    const chosen =
      query.kind === 'existence'
        ? [stayAt(stays, bounds.until!)].filter(
            (s) => s !== undefined && !(s.departedAt === null && c.status === 'baja'),
          )
        : departuresIn(stays, bounds.from, bounds.to);
    for (const stay of chosen) {
      if (!stay || (query.terminalId && stay.terminalId !== query.terminalId)) continue;
      const end = query.kind === 'existence' ? bounds.until! : stay.departedAt;
      const terminal = stay.terminalId !== null ? (names.get(stay.terminalId) ?? null) : null;
      result.push({
        row: reportRow(c, { ...stay, terminal }, end),
        departedAt: stay.departedAt?.getTime() ?? 0,
      });
    }
  }
  return result
    .sort((a, b) => a.row.number.localeCompare(b.row.number) || a.departedAt - b.departedAt)
    .map((r) => r.row);
}

/** The report's days as instants: the existence day's end, the departures range's bounds. */
async function instants(db: Database, query: ReportQuery) {
  const at = async (bound: SQL) => {
    const { rows } = (await db.execute(sql`select ${bound} as t`)) as unknown as {
      rows: { t: string | Date }[];
    };
    return new Date(rows[0]!.t);
  };
  return {
    until: query.kind === 'existence' ? await at(dayEnd(query.date ?? todayInMexico())) : undefined,
    from: query.from ? await at(dayStart(query.from)) : undefined,
    to: query.to ? await at(dayEnd(query.to)) : undefined,
  };
}

/** One row: the container's data with the stay's arrival, departure and terminal. */
function reportRow(
  c: ContainerRow,
  stay: { arrivedAt: Date | null; departedAt: Date | null; terminal: string | null },
  end: Date | null | undefined,
): ContainerReportRow {
  const days =
    stay.arrivedAt && end
      ? Math.max(0, Math.floor((end.getTime() - stay.arrivedAt.getTime()) / 86_400_000))
      : null;
  return {
    number: c.number,
    type: statusLabels.ContainerType[c.type as keyof typeof statusLabels.ContainerType] ?? c.type,
    size: c.size,
    highCube: c.highCube,
    isoTypeCode: c.isoTypeCode,
    status: statusLabels.ContainerStatus[c.status as ContainerStatus] ?? c.status,
    terminal: stay.terminal,
    owner: c.owner,
    customer: c.customer,
    sealNumber: c.sealNumber,
    isEmpty: c.isEmpty,
    arrivedAt: stay.arrivedAt,
    departedAt: stay.departedAt,
    daysInYard: days,
  };
}
