import type { components } from '@jornada/api-client';
import { Badge, Card, formatDate } from '@jornada/ui';
import { Link } from 'react-router';
import { lettersMessages } from '../../messages/letters-messages.ts';
import { messages } from '../../messages/messages.ts';
import { paths } from '../../paths.ts';
import { WorkInterviewLink } from './work-interview-link.tsx';

type JobApplication = components['schemas']['JobApplication'];

const statusVariant = {
  enviada: 'secondary',
  vista: 'secondary',
  en_proceso: 'primary',
  entrevista: 'primary',
  seleccionada: 'success',
  descartada: 'outline',
  retirada: 'outline',
} as const;

/** The signed-in user's applications with their status. */
export function ApplicationList({ applications }: { applications: JobApplication[] }) {
  return (
    <ul className="grid gap-3">
      {applications.map((application) => (
        <li key={application.id}>
          <Card className="flex-row flex-wrap items-center justify-between gap-3 p-5">
            <div className="grid gap-1">
              <Link
                to={paths.vacancy.href(application.vacancy.id)}
                className="font-semibold hover:underline"
              >
                {application.vacancy.title}
              </Link>
              <p className="text-sm text-muted-foreground">
                {messages.applications.appliedOn(formatDate(application.created_at))}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {application.company_invitation_status === 'pendiente' ? (
                <Link
                  to={paths.invitations.href()}
                  className="text-sm font-medium text-primary underline underline-offset-4"
                >
                  {lettersMessages.invitations.fromApplications}
                </Link>
              ) : null}
              {application.status === 'descartada' || application.status === 'retirada' ? null : (
                <WorkInterviewLink
                  vacancyId={application.vacancy.id}
                  title={application.vacancy.title}
                />
              )}
              <Badge variant={statusVariant[application.status]}>
                {messages.applicationStatus[application.status]}
              </Badge>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
