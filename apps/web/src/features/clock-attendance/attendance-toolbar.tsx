/**
 * The attendance records' toolbar (docs/decisions/0020-clock-in.md): the range of days ('Desde', 'Hasta'; this week
 * until chosen), kept among the table's filters as `from` and `to` so they live in the URL, and
 * the exports 'Exportar CSV' and 'Exportar Excel' of that range, department and employee
 * (`exportCompanyAttendances`, a file downloaded with the session's token and saved under the
 * name the server gives it).
 */
import { downloadAttendanceExport, type JornadaClient } from '@jornada/api-client';
import { Button, Input, Label, useToast, type ServerTableState } from '@jornada/ui';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages/messages.ts';
import { attendanceRange, exportParams } from './attendance-list.ts';
import { saveFile } from '../../app/save-file.ts';

const r = messages.clockAttendance.records;

/** Props of {@link AttendanceToolbar}. */
export interface AttendanceToolbarProps {
  companyId: number;
  state: ServerTableState;
  setState: (next: ServerTableState) => void;
}

/**
 * Downloads the export and hands it to the browser as a file.
 * @returns the file's name.
 * @throws {ApiError} when the server refuses (422 for a range over 62 days).
 */
async function saveExport(
  api: JornadaClient,
  companyId: number,
  params: ReturnType<typeof exportParams>,
): Promise<string> {
  const { file, filename } = await downloadAttendanceExport(api, companyId, params);
  saveFile(file, filename);
  return filename;
}

/** The range and the export buttons. */
export function AttendanceToolbar({ companyId, state, setState }: AttendanceToolbarProps) {
  const { api } = useAppContext();
  const { toast } = useToast();
  const id = useId();
  const [exporting, setExporting] = useState<'csv' | 'xlsx' | null>(null);
  const { from, to } = attendanceRange(state);
  const set = (key: 'from' | 'to', value: string) => {
    const filters = { ...state.filters };
    if (value) filters[key] = [value];
    else delete filters[key];
    setState({ ...state, page: 1, filters });
  };
  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const filename = await saveExport(api, companyId, exportParams(state, format));
      toast({ title: r.exported(filename), variant: 'success' });
    } catch (error) {
      toast({ title: r.exportError, description: errorText(error), variant: 'danger' });
    } finally {
      setExporting(null);
    }
  };
  return (
    <>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{r.dateRange}</legend>
        <span className="flex items-center gap-2">
          <Label htmlFor={`${id}-from`} className="text-sm">
            {r.from}
          </Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={from}
            max={to}
            onChange={(event) => set('from', event.currentTarget.value)}
            className="h-8 w-auto"
          />
        </span>
        <span className="flex items-center gap-2">
          <Label htmlFor={`${id}-to`} className="text-sm">
            {r.to}
          </Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from}
            onChange={(event) => set('to', event.currentTarget.value)}
            className="h-8 w-auto"
          />
        </span>
      </fieldset>
      <Button
        variant="outline"
        size="sm"
        loading={exporting === 'csv'}
        disabled={exporting !== null}
        onClick={() => void exportAs('csv')}
      >
        <Download aria-hidden="true" />
        {r.exportCsv}
      </Button>
      <Button
        variant="outline"
        size="sm"
        loading={exporting === 'xlsx'}
        disabled={exporting !== null}
        onClick={() => void exportAs('xlsx')}
      >
        <Download aria-hidden="true" />
        {r.exportXlsx}
      </Button>
    </>
  );
}
