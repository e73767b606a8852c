/**
 * Sign-ups per period as stacked bars (job seekers and company staff) with recharts
 * (docs/decisions/0027-vacancy-console.md). The chart is one image for assistive technology,
 * named by `description`; the page's table carries the same numbers.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';

const m = recruitingMessages.admin.statistics;

/** One period of the series, with its label. */
export interface RegistrationPoint {
  period_start: string;
  label: string;
  registered: number;
  job_seekers: number;
  company_staff: number;
}

/** The chart (see the module's comment). */
export function RegistrationsChart({
  points,
  description,
}: {
  points: RegistrationPoint[];
  description: string;
}) {
  return (
    <div role="img" aria-label={description} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%" minWidth={200} minHeight={200}>
        <BarChart data={points} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" className="stroke-border" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
          <Tooltip />
          <Legend />
          <Bar dataKey="job_seekers" name={m.jobSeekers} stackId="a" fill="var(--color-primary)" />
          <Bar
            dataKey="company_staff"
            name={m.companyStaff}
            stackId="a"
            fill="var(--color-warning)"
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
