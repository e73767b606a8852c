/**
 * The rows of the three container reports (spec section 7 "Containers";
 * docs/decisions/0023-container-tracking.md), with dates as days in Mexico
 * City time:
 * - containers: the company's containers (registered in `from`–`to` when given);
 * - existence: containers in the company's terminals at the end of `date`
 *   (arrived by then and not departed since their last arrival, not retired);
 * - departures: containers whose last departure falls in `from`–`to`.
 */
import { and, asc, eq, gte, isNotNull, lt, ne, or, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containers, terminals } from '../../db/schema.ts';
import { statusLabels } from '../../messages.ts';
import type { ContainerStatus } from './life-cycle.ts';

/** The time zone of report days. */
export const reportZone = 'America/Mexico_City';

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
export const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${reportZone})`;
/** The start of the day after `day` in Mexico City. */
export const dayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${reportZone})`;

/** Today in Mexico City, `YYYY-MM-DD`. */
export const todayInMexico = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: reportZone }).format(now);

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

/** The rows of a report, by container number. */
export async function reportRows(db: Database, query: ReportQuery): Promise<ContainerReportRow[]> {
  const parts: (SQL | undefined)[] = [eq(containers.companyId, query.companyId)];
  if (query.status) parts.push(eq(containers.status, query.status));
  if (query.type) parts.push(eq(containers.type, query.type));
  if (query.terminalId) parts.push(eq(containers.terminalId, query.terminalId));
  let until: SQL | undefined;
  if (query.kind === 'containers') {
    if (query.from) parts.push(gte(containers.createdAt, dayStart(query.from)));
    if (query.to) parts.push(lt(containers.createdAt, dayEnd(query.to)));
  } else if (query.kind === 'existence') {
    until = dayEnd(query.date ?? todayInMexico());
    parts.push(
      isNotNull(containers.arrivedAt),
      lt(containers.arrivedAt, until),
      ne(containers.status, 'baja'),
      or(
        isNull(containers.departedAt),
        lt(containers.departedAt, containers.arrivedAt),
        gte(containers.departedAt, until),
      ),
    );
  } else {
    parts.push(isNotNull(containers.departedAt));
    if (query.from) parts.push(gte(containers.departedAt, dayStart(query.from)));
    if (query.to) parts.push(lt(containers.departedAt, dayEnd(query.to)));
  }
  const rows = await db
    .select({
      container: containers,
      terminal: terminals.name,
      ...(until ? { until: sql<Date>`${until}`.mapWith((v: string | Date) => new Date(v)) } : {}),
    })
    .from(containers)
    .leftJoin(terminals, eq(terminals.id, containers.terminalId))
    .where(and(...parts))
    .orderBy(asc(containers.number));
  return rows.map(({ container: c, terminal, ...rest }) => {
    const end =
      query.kind === 'existence'
        ? (rest as { until?: Date }).until
        : query.kind === 'departures'
          ? c.departedAt
          : null;
    const days =
      c.arrivedAt && end
        ? Math.max(0, Math.floor((end.getTime() - c.arrivedAt.getTime()) / 86_400_000))
        : null;
    return {
      number: c.number,
      type: statusLabels.ContainerType[c.type as keyof typeof statusLabels.ContainerType] ?? c.type,
      size: c.size,
      highCube: c.highCube,
      isoTypeCode: c.isoTypeCode,
      status: statusLabels.ContainerStatus[c.status as ContainerStatus] ?? c.status,
      terminal,
      owner: c.owner,
      customer: c.customer,
      sealNumber: c.sealNumber,
      isEmpty: c.isEmpty,
      arrivedAt: c.arrivedAt,
      departedAt: c.departedAt,
      daysInYard: days,
    };
  });
}
