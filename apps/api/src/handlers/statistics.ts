/**
 * Statistics for administrators:
 * sign-ups per day, week or month, from the
 * users and their roles. Days are Mexico City days.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { companyTimeZone } from '../time-zone.ts';

/** Most periods one answer holds, so a typo in `from` cannot ask for a century of days. */
export const maxPeriods = 400;

/** Earliest day a period may start or end: no sign-up is older, and PostgreSQL has no year 0. */
export const earliestDay = '2000-01-01';

const dayMs = 86_400_000;

/** Today in {@link companyTimeZone}, as `YYYY-MM-DD`. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone }).format(new Date());
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** Rows of a raw query, on PGlite and on node-postgres alike (both answer `{ rows }`). */
async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface SeriesRow {
  period_start: string;
  registered: number;
  job_seekers: number;
  company_staff: number;
}

/** Handlers keyed by operationId. */
export function statisticsHandlers({ db }: AppContext): Handlers {
  return {
    async getRegisteredUserStatistics(request) {
      const query = request.query;
      const groupBy = query.group_by ?? 'day';
      const to = query.to ?? today();
      const tooEarly = (['from', 'to'] as const).filter((key) => (query[key] ?? to) < earliestDay);
      if (tooEarly.length) {
        throw new HttpError(400, 'El periodo no es válido.', 'validation_failed', {
          ...Object.fromEntries(
            tooEarly.map((key) => [key, [`debe ser posterior o igual a ${earliestDay}`]]),
          ),
        });
      }
      const from = query.from ?? addDays(to, -29);
      if (from > to) {
        throw new HttpError(400, 'El periodo no es válido.', 'validation_failed', {
          from: ['debe ser anterior o igual a la fecha final'],
        });
      }
      const periodDays = ({ day: 1, week: 7, month: 28 } as Record<string, number>)[groupBy];
      if (!periodDays) throw new HttpError(400, 'La agrupación no es válida.', 'validation_failed');
      if ((Date.parse(to) - Date.parse(from)) / dayMs / periodDays > maxPeriods) {
        throw new HttpError(
          400,
          'El periodo es demasiado largo para esa agrupación.',
          'validation_failed',
          {
            group_by: [
              `el periodo abarca más de ${maxPeriods} grupos; usa una agrupación más amplia`,
            ],
          },
        );
      }

      // Spliced into SQL: only the three values checked above get here.
      const unit = sql.raw(`'${groupBy}'`);
      const localDay = sql`(u.created_at at time zone ${companyTimeZone})::date`;
      const hasRole = (role: string) =>
        sql`exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${role})`;
      const series = await rows<SeriesRow>(
        db,
        sql`
        with periods as (
          select generate_series(date_trunc(${unit}, ${from}::date), ${to}::date, ('1 ' || ${unit})::interval)::date as period_start
        )
        select to_char(p.period_start, 'YYYY-MM-DD') as period_start,
               count(u.id)::int as registered,
               (count(u.id) filter (where ${hasRole('job_seeker')}))::int as job_seekers,
               (count(u.id) filter (where ${hasRole('company_staff')}))::int as company_staff
        from periods p
        left join users u
          on date_trunc(${unit}, ${localDay})::date = p.period_start
         and ${localDay} between ${from}::date and ${to}::date
        group by p.period_start
        order by p.period_start`,
      );
      const totals = await rows<{ total: number }>(
        db,
        sql`select count(*)::int as total from users u where ${localDay} <= ${to}::date`,
      );
      return {
        data: {
          total: Number(totals[0]?.total ?? 0),
          from,
          to,
          group_by: groupBy,
          series: series.map((row) => ({
            period_start: row.period_start,
            registered: Number(row.registered),
            job_seekers: Number(row.job_seekers),
            company_staff: Number(row.company_staff),
          })),
        },
      };
    },
  };
}
