/**
 * The console's statistics (docs/decisions/0027-vacancy-console.md): sign-ups per day, week
 * or month over a period (`getRegisteredUserStatistics`), as a bar chart of job seekers and
 * company staff (recharts, docs/decisions/0027-vacancy-console.md) and, for screen readers and for
 * reading exact numbers, as a table with the same data; the chart itself is one image named by
 * its description. The period lives in the URL.
 */
import { getRegisteredUserStatisticsQueryOptions } from '@jornada/api-client';
import { Button, Card, DataTable, type ColumnDef } from '@jornada/ui';
import { DateField, Form, SelectField, useZodForm } from '@jornada/ui/forms';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { RegistrationsChart, type RegistrationPoint } from './registrations-chart.tsx';
import { statisticsRange, statisticsSearch, type GroupBy } from './statistics-range.ts';

const m = recruitingMessages.admin.statistics;
const groups = Object.keys(m.groups) as [GroupBy, ...GroupBy[]];

const schema = z
  .object({ from: z.iso.date(), to: z.iso.date(), groupBy: z.enum(groups) })
  .refine((v) => v.to >= v.from, { error: m.rangeError, path: ['to'] });

const dayFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('es-MX', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period's start as people read it ('3 nov 2026', or 'noviembre de 2026' by month). */
export function periodLabel(start: string, groupBy: GroupBy): string {
  const date = new Date(`${start}T00:00:00Z`);
  return groupBy === 'month' ? monthFormat.format(date) : dayFormat.format(date);
}

const columns: Array<ColumnDef<RegistrationPoint, unknown>> = [
  { accessorKey: 'label', header: m.period, enableSorting: false },
  { accessorKey: 'registered', header: m.registered },
  { accessorKey: 'job_seekers', header: m.jobSeekers },
  { accessorKey: 'company_staff', header: m.companyStaff },
];

/** The statistics section. */
export function StatisticsScreen() {
  const { api } = useAppContext();
  const [search, setSearch] = useSearchParams();
  const range = statisticsRange(search);
  const statistics = useQuery(
    getRegisteredUserStatisticsQueryOptions(api, {
      from: range.from,
      to: range.to,
      group_by: range.groupBy,
    }),
  );
  const form = useZodForm(schema, { defaultValues: range });
  const points: RegistrationPoint[] = (statistics.data?.series ?? []).map((point) => ({
    ...point,
    label: periodLabel(point.period_start, range.groupBy),
  }));
  return (
    <section className="grid gap-4" aria-labelledby="admin-statistics">
      <header className="grid gap-1">
        <h2 id="admin-statistics" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      <Form
        form={form}
        className="flex flex-wrap items-end gap-4"
        onSubmit={(values) => setSearch(statisticsSearch(values))}
      >
        <DateField name="from" label={m.from} required />
        <DateField name="to" label={m.to} required />
        <SelectField
          name="groupBy"
          label={m.groupBy}
          required
          options={groups.map((value) => ({ value, label: m.groups[value] }))}
        />
        <Button type="submit">{m.apply}</Button>
      </Form>
      {statistics.data ? (
        <>
          <p className="font-medium">{m.total(statistics.data.total)}</p>
          <Card className="grid gap-2 p-4">
            <h3 className="font-semibold">{m.chartTitle}</h3>
            <RegistrationsChart points={points} description={m.chartDescription} />
          </Card>
          <DataTable
            caption={m.tableCaption}
            columns={columns}
            data={points}
            pageSize={31}
            emptyMessage={m.empty}
          />
        </>
      ) : null}
    </section>
  );
}
