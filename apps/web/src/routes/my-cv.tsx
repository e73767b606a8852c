/**
 * /mi-cv: the CV generated from the profile in the chosen template, printable to PDF.
 */
import { Button, ButtonLink, EmptyState, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { CvDocument } from '../features/cv/cv-document.tsx';
import { useCvTemplate } from '../features/cv/use-cv-template.ts';
import { profileQueryOptions } from '../features/profile/profile-api.ts';
import { messages } from '../messages/messages.ts';
import { paths } from '../paths.ts';

const m = messages.cv;

/** The CV screen. */
export function MyCvRoute() {
  const { api } = useAppContext();
  const { userId, user } = useSession();
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? 0), enabled: userId !== null });
  const [template] = useCvTemplate();
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <div className="flex flex-wrap gap-2">
          <ButtonLink asChild variant="outline" size="sm">
            <Link to={paths.templates.href()}>{m.templates}</Link>
          </ButtonLink>
          <Button size="sm" onClick={() => window.print()} disabled={!profile.data}>
            <Printer aria-hidden="true" />
            {m.print}
          </Button>
        </div>
      </div>
      {profile.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : profile.data && user ? (
        <CvDocument user={user} profile={profile.data} template={template} />
      ) : (
        <EmptyState
          title={m.empty}
          action={
            <ButtonLink asChild>
              <Link to={paths.myProfile.href()}>{m.edit}</Link>
            </ButtonLink>
          }
        />
      )}
    </section>
  );
}

export { MyCvRoute as Component };
