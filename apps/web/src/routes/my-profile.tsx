/**
 * /mi-perfil: edit the job-seeker profile (spec sections 3, 5); saving says so in a toast
 * (app/action-feedback.ts), and a failed save too, with the server's message.
 */
import { softSkillsQueryOptions, statesQueryOptions } from '@jornada/api-client';
import { Progress, Skeleton } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useActionFeedback } from '../app/action-feedback.ts';
import { useAppContext } from '../app/app-context.ts';
import { useSession } from '../app/use-session.ts';
import { profileQueryOptions, saveProfile } from '../features/profile/profile-api.ts';
import { ProfileForm } from '../features/profile/profile-form.tsx';
import { ProfilePhoto } from '../features/profile/profile-photo.tsx';
import { messages } from '../messages.ts';

/** The profile screen. */
export function MyProfileRoute() {
  const { api, queryClient } = useAppContext();
  const { userId } = useSession();
  const profile = useQuery({ ...profileQueryOptions(api, userId ?? 0), enabled: userId !== null });
  const states = useQuery(statesQueryOptions(api));
  const softSkills = useQuery(softSkillsQueryOptions(api));
  const feedback = useActionFeedback();
  return (
    <section className="mx-auto grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{messages.profile.title}</h1>
        <p className="text-muted-foreground">{messages.profile.subtitle}</p>
      </div>
      {profile.data ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium" id="perfil-completo">
            {messages.profile.completed(profile.data.completed_percentage)}
          </p>
          <Progress value={profile.data.completed_percentage} aria-labelledby="perfil-completo" />
        </div>
      ) : null}
      {userId !== null ? <ProfilePhoto userId={userId} /> : null}
      {profile.isPending || softSkills.isPending || userId === null ? (
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
          }}
        />
      )}
    </section>
  );
}

export { MyProfileRoute as Component };
