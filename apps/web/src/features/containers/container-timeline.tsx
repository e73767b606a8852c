/**
 * A container's timeline: its events newest first, each with when it
 * happened, the terminal, the description, who recorded it and the order it belongs to (a link
 * to the order's page), and 'Registrar evento' (history-sheet.tsx).
 */
import { listContainerHistoryQueryOptions, type components } from '@jornada/api-client';
import { Button, Card, formatDateTime } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { containerMessages } from '../../messages/container-messages.ts';
import { paths } from '../../paths.ts';
import { HistorySheet } from './history-sheet.tsx';

type Container = components['schemas']['Container'];

const m = containerMessages.history;

/** The newest events of a container (50, the contract's page limit). */
export function containerHistoryQuery(
  api: ReturnType<typeof useAppContext>['api'],
  containerId: number,
) {
  return listContainerHistoryQueryOptions(api, containerId, { per_page: 50 });
}

/** The timeline section of a container's page. */
export function ContainerTimeline({
  companyId,
  container,
}: {
  companyId: number;
  container: Container;
}) {
  const { api } = useAppContext();
  const history = useQuery(containerHistoryQuery(api, container.id));
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  const entries = history.data?.data ?? [];
  return (
    <Card className="grid gap-4 p-5" aria-labelledby="container-history-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="container-history-heading" className="text-lg font-semibold">
          {m.heading}
        </h2>
        <Button variant="outline" onClick={() => setSheet((s) => ({ open: true, key: s.key + 1 }))}>
          <Plus aria-hidden="true" />
          {m.add}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="text-muted-foreground">{history.isPending ? '…' : m.empty}</p>
      ) : (
        <ol aria-label={m.caption(container.number)} className="grid gap-4 border-s ps-4">
          {entries.map((entry) => (
            <li key={entry.id} className="grid gap-1">
              <p className="font-medium">{m.events[entry.event]}</p>
              <p className="text-sm text-muted-foreground">
                <time dateTime={entry.occurred_at}>{formatDateTime(entry.occurred_at)}</time>
                {entry.terminal ? ` · ${entry.terminal.name}` : ''}
                {entry.recorded_by ? ` · ${m.recordedBy(entry.recorded_by.name)}` : ''}
              </p>
              {entry.description ? <p>{entry.description}</p> : null}
              {entry.order_id ? (
                <Link
                  to={paths.workspaceContainerOrder.href(companyId, entry.order_id)}
                  className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  {containerMessages.detail.order(entry.order_id)}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <HistorySheet
        key={sheet.key}
        companyId={companyId}
        containerId={container.id}
        open={sheet.open}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
    </Card>
  );
}
