/**
 * The container reports page (docs/decisions/0023-container-tracking.md): three cards — the
 * company's containers (optionally those registered between two days), the existence (stock)
 * on a day, and the departures between two days — each with its dates and 'Descargar Excel', 'Descargar CSV' and
 * 'Descargar PDF' (report-download.ts), a toast for each outcome.
 */
import type { ReportFormat } from '@jornada/api-client';
import { Button, Card, Input, Label, useToast } from '@jornada/ui';
import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { localDay } from '../../app/local-day.ts';
import { containerMessages } from '../../messages/container-messages.ts';

import { saveReport, type ReportRequest } from './report-download.ts';

const m = containerMessages.reports;
const formats: Array<{ format: ReportFormat; label: string; name: string }> = [
  {
    format: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: m.xlsx,
    name: 'Excel',
  },
  { format: 'text/csv', label: m.csv, name: 'CSV' },
  { format: 'application/pdf', label: m.pdf, name: 'PDF' },
];

function DayInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

function ReportCard({
  companyId,
  title,
  text,
  children,
  request,
  invalid,
}: {
  companyId: number;
  title: string;
  text: string;
  children?: ReactNode;
  /** The report to download, or null while its dates are incomplete. */
  request: ReportRequest | null;
  /** Why it cannot be downloaded yet (shown, and the buttons disabled). */
  invalid?: string | null;
}) {
  const { api } = useAppContext();
  const { toast } = useToast();
  const headingId = useId();
  const [pending, setPending] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    if (!request) return;
    setPending(format);
    try {
      const filename = await saveReport(api, companyId, request, format);
      toast({ title: m.downloaded(filename), variant: 'success' });
    } catch (error) {
      toast({ title: m.downloadError, description: errorText(error), variant: 'danger' });
    } finally {
      setPending(null);
    }
  };
  return (
    <Card className="grid content-start gap-4 p-5" role="region" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      {invalid ? (
        <p role="alert" className="text-sm text-danger">
          {invalid}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {formats.map(({ format, label, name }) => {
          return (
            <Button
              key={format}
              variant="outline"
              disabled={!request || Boolean(invalid)}
              loading={pending === format}
              aria-label={m.downloadAs(title, name)}
              onClick={() => void download(format)}
            >
              <Download aria-hidden="true" />
              {label}
            </Button>
          );
        })}
      </div>
    </Card>
  );
}

/** The reports screen of company `companyId`. */
export function ReportsScreen({ companyId }: { companyId: number }) {
  const today = localDay(new Date());
  const monthStart = `${today.slice(0, 8)}01`;
  const [containersRange, setContainersRange] = useState({ from: '', to: '' });
  const [date, setDate] = useState(today);
  const [departures, setDepartures] = useState({ from: monthStart, to: today });
  const backwards = (range: { from: string; to: string }) =>
    range.from && range.to && range.to < range.from ? m.rangeInvalid : null;
  return (
    <div className="grid max-w-5xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <ReportCard
          companyId={companyId}
          title={m.containers}
          text={m.containersText}
          request={{ report: 'containers', ...dropEmpty(containersRange) }}
          invalid={backwards(containersRange)}
        >
          <DayInput
            label={m.from}
            value={containersRange.from}
            onChange={(from) => setContainersRange((r) => ({ ...r, from }))}
          />
          <DayInput
            label={m.to}
            value={containersRange.to}
            onChange={(to) => setContainersRange((r) => ({ ...r, to }))}
          />
        </ReportCard>
        <ReportCard
          companyId={companyId}
          title={m.existence}
          text={m.existenceText}
          request={date ? { report: 'existence', date } : null}
        >
          <DayInput label={m.date} value={date} onChange={setDate} />
        </ReportCard>
        <ReportCard
          companyId={companyId}
          title={m.departures}
          text={m.departuresText}
          request={
            departures.from && departures.to ? { report: 'departures', ...departures } : null
          }
          invalid={backwards(departures)}
        >
          <DayInput
            label={m.from}
            value={departures.from}
            onChange={(from) => setDepartures((r) => ({ ...r, from }))}
          />
          <DayInput
            label={m.to}
            value={departures.to}
            onChange={(to) => setDepartures((r) => ({ ...r, to }))}
          />
        </ReportCard>
      </div>
    </div>
  );
}

function dropEmpty(range: { from: string; to: string }) {
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
}
