/**
 * One company vacancy (docs/decisions/0027-vacancy-console.md): its status, the administrator's reason when it was
 * rejected (decision 45), the moves its staff may make now (`next_statuses`, ADR 0003) as a row
 * of buttons, its facts, and 'Vista previa' (as a seeker sees it), 'Duplicar', 'Editar' (not once
 * closed) and 'Eliminar'.
 */
import {
  deleteVacancyMutationOptions,
  getVacancyQueryOptions,
  updateVacancyStatusMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, ButtonLink, Card } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Copy, Eye } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { RecordDeleteDialog } from '../../records/record-delete-dialog.tsx';
import { RecordDetailHeader } from '../../records/record-detail-header.tsx';
import { StatusMoves } from '../../app/status-moves.tsx';
import { useStatusMove } from '../../app/use-status-move.ts';
import { publicMessages as messages } from '../../messages/public-messages.ts';
import { paths } from '../../paths.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';
import { formatPlace, formatSalary } from './format.ts';
import { useDuplicateVacancy } from './use-duplicate-vacancy.ts';
import { VacancySheet } from './vacancy-sheet.tsx';
import { vacancyStatusVariant, type VacancyStatus } from './vacancy-status.ts';

type Vacancy = components['schemas']['Vacancy'];

const v = recruitingMessages.vacancies;
const d = recruitingMessages.detail;
const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long' });

function facts(vacancy: Vacancy): Array<[string, string]> {
  return [
    [v.salary, formatSalary(vacancy)],
    [v.modality, messages.modality[vacancy.modality]],
    [v.employmentType, messages.employmentType[vacancy.employment_type]],
    [v.positions, String(vacancy.positions)],
    [v.category, vacancy.job_category.name],
    [d.created, dateFormat.format(new Date(vacancy.created_at))],
    [
      d.published,
      vacancy.published_at ? dateFormat.format(new Date(vacancy.published_at)) : d.never,
    ],
  ];
}

/** Why an administrator rejected it, and what to do. */
function Rejection({ reason }: { reason: string }) {
  return (
    <section
      aria-labelledby="vacancy-rejected"
      className="grid gap-1 rounded-lg border border-danger bg-danger/10 p-4"
    >
      <h2 id="vacancy-rejected" className="font-semibold">
        {d.rejectedHeading}
      </h2>
      <p>{reason}</p>
      <p className="text-sm text-muted-foreground">{d.rejectedHelp}</p>
    </section>
  );
}

/** The page of vacancy `vacancyId` of company `companyId`. */
export function VacancyPage({ companyId, vacancyId }: { companyId: number; vacancyId: number }) {
  const { api } = useAppContext();
  const { data: vacancy } = useQuery(getVacancyQueryOptions(api, vacancyId));
  const [editing, setEditing] = useState({ open: false, key: 0 });
  const [deleting, setDeleting] = useState(false);
  const duplicate = useDuplicateVacancy(companyId);
  const { move, pending } = useStatusMove({
    mutation: updateVacancyStatusMutationOptions,
    moved: (saved: Vacancy) => d.moved(saved.title, v.statuses[saved.status]),
    failed: d.moveFailed,
    detailQuery: getVacancyQueryOptions,
  });
  if (!vacancy) return null;
  const moves = (vacancy.next_statuses ?? []) as VacancyStatus[];
  return (
    <div className="grid gap-6">
      <RecordDetailHeader
        messages={d}
        backHref={paths.workspaceVacancies.href(companyId)}
        caption={`${vacancy.job_category.name} · ${formatPlace(vacancy)}`}
        title={vacancy.title}
        status={{
          label: v.statuses[vacancy.status],
          variant: vacancyStatusVariant(vacancy.status),
        }}
        actions={
          <>
            <ButtonLink asChild variant="outline">
              <Link to={paths.workspaceVacancyPreview.href(companyId, vacancy.id)}>
                <Eye aria-hidden="true" />
                {d.preview}
              </Link>
            </ButtonLink>
            <Button variant="outline" onClick={() => void duplicate(vacancy.id)}>
              <Copy aria-hidden="true" />
              {d.duplicate}
            </Button>
          </>
        }
        {...(vacancy.status === 'cerrada'
          ? {}
          : { onEdit: () => setEditing((e) => ({ open: true, key: e.key + 1 })) })}
        onDelete={() => setDeleting(true)}
      />
      {vacancy.status === 'rechazada' && vacancy.status_reason ? (
        <Rejection reason={vacancy.status_reason} />
      ) : null}
      <StatusMoves
        messages={d}
        moves={moves}
        label={(to) => d.move[to]}
        quiet="cerrada"
        pending={pending}
        onMove={(to) => void move({ vacancyId: vacancy.id, status: to })}
      />
      <Card className="grid gap-2 p-5">
        <h2 className="text-lg font-semibold">{d.facts}</h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts(vacancy).map(([term, value]) => (
            <div key={term} className="grid">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <VacancySheet
        key={editing.key}
        companyId={companyId}
        vacancy={vacancy}
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
      />
      <RecordDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        recordId={vacancy.id}
        recordName={vacancy.title}
        description={v.deleteText(vacancy.title)}
        deleteMutation={deleteVacancyMutationOptions}
        deleted={v.deleted}
        leaveTo={paths.workspaceVacancies.href(companyId)}
      />
    </div>
  );
}
