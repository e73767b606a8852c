/**
 * /mi-perfil: edit the job-seeker profile; saving says so in a toast
 * (app/action-feedback.ts), and a failed save too, with the server's message. With `?volver=`
 * (an app path) and `?faltan=` (fields), it names what to complete and returns there after
 * saving (docs/decisions/0029-letters-and-seeker-journey.md; the way back to an application).
 */
import { softSkillsQueryOptions, statesQueryOptions } from '@jornada/api-client';
import { Progress, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppContext } from '../app/app-context.ts';
import { allowedRedirect } from '../app/sign-in-target.ts';
import { useSession } from '../app/use-session.ts';
import { profileQueryOptions, saveProfile } from '../features/profile/profile-api.ts';
import { parseMissingFields } from '../app/profile-gate.ts';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { ProfilePhoto } from '../features/profile/profile-photo.tsx';
import { messages } from '../messages/messages.ts';
import { lettersMessages } from '../messages/letters-messages.ts';

/** The profile screen. */
export function MyProfileRoute() {
  const { api, queryClient } = useAppContext();
  const { userId } = useSession();
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? 0), enabled: userId !== null });
  const states = useQuery(statesQueryOptions(api));
  const softSkills = useQuery(softSkillsQueryOptions(api));
  const feedback = useActionFeedback();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = allowedRedirect(search.get('volver'));
  const missing = parseMissingFields(search.get('faltan'));
  // The form is the heaviest render of the page: deferred, React renders it in slices that give
  // the browser a turn between them instead of one long task (the skeleton stays meanwhile).
  const ready = !(profile.isPending || softSkills.isPending || userId === null);
  const formReady = useDeferredValue(ready) && ready;
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{messages.profile.title}</h1>
        <p className="text-muted-foreground">{messages.profile.subtitle}</p>
      </div>
      {returnTo && missing.length > 0 ? (
        <section
          aria-labelledby="perfil-para-postularte"
          className="grid gap-1 rounded-lg border-2 border-warning bg-card p-4"
        >
          <h2 id="perfil-para-postularte" className="font-semibold">
            {lettersMessages.journey.returnTitle}
          </h2>
          <p className="text-sm">
            {lettersMessages.journey.returnText(
              missing.map((field) => lettersMessages.journey.fields[field]).join(', '),
            )}
          </p>
        </section>
      ) : null}
      {profile.data ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium" id="perfil-completo">
            {messages.profile.completed(profile.data.completed_percentage)}
          </p>
          <Progress value={profile.data.completed_percentage} aria-labelledby="perfil-completo" />
        </div>
      ) : profile.isPending ? (
        // The same height while the profile loads, so the photo below does not move (CLS).
        <div className="grid gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-2 w-full rounded-full" />
        </div>
      ) : null}
      {userId !== null ? <ProfilePhoto userId={userId} /> : null}
      {!formReady || userId === null ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <ProfileForm
          profile={profile.data ?? null}
          states={states.data ?? []}
          softSkills={softSkills.data ?? []}
          onSubmit={async (draft) => {
            try {
              await saveProfile(api, queryClient, userId, draft, profile.data ?? null);
            } catch (error) {
              // The form keeps what was typed and marks the fields the server named.
              feedback.failed(error, messages.feedback.profileFailed);
              throw error;
            }
            feedback.succeeded(messages.profile.saved);
            if (returnTo) await navigate(returnTo);
          }}
        />
      )}
    </section>
  );
}

export { MyProfileRoute as Component };
