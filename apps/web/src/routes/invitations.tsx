/**
 * /invitaciones: a hired candidate's invitations to join a company's workforce (contract decision 53, docs/decisions/0036-hire-link.md).
 * «Aceptar» makes them a member of the
 * department (the session's user is refreshed, so the labour-letter request offers the company
 * at once); «Rechazar» declines. The company's notification links here.
 */
import {
  authKeys,
  fetchCurrentUser,
  listUserCompanyInvitationsQueryOptions,
  respondToCompanyInvitationMutationOptions,
  type components,
} from '@jornada/api-client';
import { Badge, Button, ButtonLink, Card, EmptyState, Skeleton, formatDate } from '@jornada/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useAppContext } from '../app/app-context.ts';
import { useLiveApplications } from '../app/use-live-applications.ts';
import { useSession } from '../app/use-session.ts';
import { lettersMessages } from '../messages/letters-messages.ts';
import { paths } from '../paths.ts';

type Invitation = components['schemas']['CompanyInvitation'];

const m = lettersMessages.invitations;
const statusVariant = { pendiente: 'primary', aceptada: 'success', rechazada: 'outline' } as const;

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { api, queryClient, session } = useAppContext();
  const feedback = useActionFeedback();
  const respond = useMutation(respondToCompanyInvitationMutationOptions(api, queryClient));
  const company = invitation.vacancy.company.name;
  const { employee } = invitation;

  async function answer(status: 'aceptada' | 'rechazada') {
    try {
      await respond.mutateAsync({ companyInvitationId: invitation.id, status });
    } catch (error) {
      feedback.failed(error, m.failed);
      return;
    }
    if (status === 'rechazada') return feedback.succeeded(m.declined);
    // The new department is the session user's: menus and the letter request read it from there.
    const token = session.getToken();
    if (token) {
      const user = await fetchCurrentUser(api, token);
      session.setUser(user);
      queryClient.setQueryData(authKeys.getCurrentUser(), user);
    }
    feedback.succeeded(m.accepted(company));
  }

  return (
    <Card className="grid gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="font-semibold">{m.heading(company)}</h2>
        <Badge variant={statusVariant[invitation.status]}>{m.statuses[invitation.status]}</Badge>
      </div>
      <p>{m.details(employee.position, employee.department.name)}</p>
      <p className="text-sm text-muted-foreground">
        {m.vacancy(invitation.vacancy.title)}
        {employee.hired_at ? ` · ${m.hiredAt(formatDate(employee.hired_at))}` : ''}
      </p>
      {invitation.status === 'pendiente' ? (
        <div className="flex flex-wrap gap-2">
          <Button
            aria-label={m.acceptLabel(company)}
            disabled={respond.isPending}
            onClick={() => void answer('aceptada')}
          >
            {m.accept}
          </Button>
          <Button
            variant="outline"
            aria-label={m.declineLabel(company)}
            disabled={respond.isPending}
            onClick={() => void answer('rechazada')}
          >
            {m.decline}
          </Button>
        </div>
      ) : invitation.status === 'aceptada' ? (
        <ButtonLink variant="outline" className="justify-self-start" asChild>
          <Link to={paths.jobLetters.href()}>{m.requestLetter}</Link>
        </ButtonLink>
      ) : null}
    </Card>
  );
}

/** The invitations screen. */
export function InvitationsRoute() {
  const { api } = useAppContext();
  const { userId } = useSession();
  useLiveApplications();
  const invitations = useQuery({
    ...listUserCompanyInvitationsQueryOptions(api, userId ?? 0),
    enabled: userId !== null,
  });
  return (
    <section className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.intro}</p>
      </div>
      {invitations.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{m.loadError}</p>
          <Button variant="outline" onClick={() => void invitations.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : !invitations.data ? (
        <Skeleton className="h-24 w-full" />
      ) : invitations.data.length === 0 ? (
        <EmptyState title={m.emptyTitle} description={m.emptyText} />
      ) : (
        <ul className="grid gap-3">
          {invitations.data.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard invitation={invitation} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export { InvitationsRoute as Component };
