/**
 * One complaint (decision 41) as its filer or the company's staff read it: folio, subject and
 * status; its facts (for staff the reporter, or 'Anónima' when the server withheld it; for the
 * filer the company); the description, the attachments (documents of the complaint, served
 * through signed links), the conversation and the reply box.
 */
import {
  getComplaintQueryOptions,
  listDocumentsQueryOptions,
  type components,
} from '@jornada/api-client';
import { Badge, ButtonLink, Card, formatDateTime } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { messages } from '../../messages/messages.ts';
import { ComplaintEvents } from './complaint-events.tsx';
import { ComplaintReply } from './complaint-reply.tsx';
import { complaintStatusVariant } from './complaint-status.ts';

type Complaint = components['schemas']['Complaint'];

const m = messages.complaints;

/** Props of {@link ComplaintDetail}. */
export interface ComplaintDetailProps {
  complaintId: number;
  /** Who reads it: its filer («Mis quejas») or the company's staff (the workspace). */
  viewer: 'reporter' | 'staff';
  /** The list to go back to. */
  backHref: string;
}

function facts(complaint: Complaint, viewer: ComplaintDetailProps['viewer']): [string, string][] {
  return [
    [m.category, m.categories[complaint.category]],
    viewer === 'staff'
      ? [
          m.reporter,
          complaint.reporter?.name ??
            (complaint.anonymous ? m.anonymousReporter : m.deletedAccount),
        ]
      : [m.company, complaint.company_name],
    [m.createdAt, formatDateTime(complaint.created_at)],
    [m.updatedAt, formatDateTime(complaint.updated_at)],
  ];
}

function Attachments({ complaintId }: { complaintId: number }) {
  const { api } = useAppContext();
  const { data: files = [] } = useQuery(
    listDocumentsQueryOptions(api, { resource_type: 'complaint', resource_id: complaintId }),
  );
  return (
    <div className="grid gap-1">
      <h2 className="text-sm text-muted-foreground">{m.attachments}</h2>
      {files.length ? (
        <ul className="grid gap-1">
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} className="underline" target="_blank" rel="noreferrer">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{m.noAttachments}</p>
      )}
    </div>
  );
}

/** The complaint's page (see the module's comment). */
export function ComplaintDetail({ complaintId, viewer, backHref }: ComplaintDetailProps) {
  const { api } = useAppContext();
  const { data: complaint } = useQuery(getComplaintQueryOptions(api, complaintId));
  if (!complaint) return null;
  return (
    <article className="grid max-w-3xl gap-6">
      <ButtonLink asChild variant="ghost" className="w-fit">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          {m.back}
        </Link>
      </ButtonLink>
      <header className="grid gap-2">
        <p className="text-sm text-muted-foreground">{complaint.folio}</p>
        <h1 className="text-2xl font-bold tracking-tight">{complaint.subject}</h1>
        <div className="flex flex-wrap gap-2">
          <Badge variant={complaintStatusVariant(complaint.status)}>
            {m.statuses[complaint.status]}
          </Badge>
          {viewer === 'reporter' && complaint.anonymous ? (
            <Badge variant="outline">{m.mine.anonymousBadge}</Badge>
          ) : null}
        </div>
      </header>
      <Card className="grid gap-4 p-5">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {facts(complaint, viewer).map(([term, value]) => (
            <div key={term} className="grid">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-1">
          <h2 className="text-sm text-muted-foreground">{m.description}</h2>
          <p className="whitespace-pre-line">{complaint.description}</p>
        </div>
        {complaint.resolution ? (
          <div className="grid gap-1">
            <h2 className="text-sm text-muted-foreground">{m.resolution}</h2>
            <p className="whitespace-pre-line">{complaint.resolution}</p>
          </div>
        ) : null}
        <Attachments complaintId={complaint.id} />
      </Card>
      <ComplaintEvents events={complaint.events} viewer={viewer} />
      <ComplaintReply complaint={complaint} canMove={viewer === 'staff'} />
    </article>
  );
}
