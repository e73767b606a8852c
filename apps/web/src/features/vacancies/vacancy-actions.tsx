import {
  bookmarksQueryOptions,
  bookmarkVacancyMutationOptions,
  createJobApplicationMutationOptions,
  unbookmarkVacancyMutationOptions,
  userProfileOrNullQueryOptions,
  userJobApplicationsQueryOptions,
  type Vacancy,
} from '@jornada/api-client';
import { Button, ButtonLink } from '@jornada/ui';
import { onlineManager, useMutation, useQuery } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, FileText, Send } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { useSession } from '../../app/use-session.ts';
import { missingProfileFields } from '../../app/profile-gate.ts';

import { publicMessages as messages } from '../../messages/public-messages.ts';
import { paths } from '../../paths.ts';
import { seekerOfflineMessages } from '../../messages/seeker-offline-messages.ts';
import { savedAfterQueue, seekerOutbox, type SeekerChange } from '../../app/seeker-outbox.ts';
import { lettersMessages } from '../../messages/letters-messages.ts';

const m = messages.actions;
const noSubscribe = () => () => {};
const none: readonly SeekerChange[] = [];
const noEntries = () => none;

/**
 * Bookmark toggle and apply actions of a vacancy. Signed-out visitors are sent
 * to sign in and brought back to the vacancy. Offline, a bookmark change waits in the seeker's
 * outbox and the button shows it as done. With a complete profile the seeker
 * applies with one click (or opens the form to add a cover letter); otherwise the
 * apply link opens the form, which says what the profile lacks (docs/decisions/0029-letters-and-seeker-journey.md).
 */
export function VacancyActions({ vacancy }: { vacancy: Vacancy }) {
  const context = useAppContext();
  const { api, queryClient } = context;
  const { isAuthenticated, userId } = useSession();
  const bookmarks = useQuery({
    ...bookmarksQueryOptions(api, { per_page: 50 }),
    enabled: isAuthenticated,
  });
  const applications = useQuery({
    ...userJobApplicationsQueryOptions(api, userId ?? 0, { per_page: 50 }),
    enabled: isAuthenticated && userId !== null,
  });
  const profile = useQuery({
    ...userProfileOrNullQueryOptions(api, userId ?? 0),
    enabled: isAuthenticated && userId !== null,
  });
  const apply = useMutation(createJobApplicationMutationOptions(api, queryClient));
  const save = useMutation(bookmarkVacancyMutationOptions(api, queryClient));
  const unsave = useMutation(unbookmarkVacancyMutationOptions(api, queryClient));
  const feedback = useActionFeedback();
  const f = messages.feedback;
  const outbox = userId !== null ? seekerOutbox(context, userId) : null;
  const queued = useSyncExternalStore(
    outbox?.subscribe ?? noSubscribe,
    outbox?.entries ?? noEntries,
    noEntries,
  );
  // Offline, the change waits in the outbox (sent once the connection returns, decision 0026).
  const queue = (type: 'bookmark' | 'unbookmark', title: string): boolean => {
    if (onlineManager.isOnline() || !outbox) return false;
    outbox.add({ type, vacancyId: vacancy.id });
    feedback.succeeded(title);
    return true;
  };
  // Each toast's «Deshacer» runs the opposite action, which says so in its own toast.
  const bookmark = (): void => {
    if (queue('bookmark', seekerOfflineMessages.bookmarkQueued)) return;
    save.mutate(vacancy.id, {
      onSuccess: () => feedback.succeeded(f.bookmarked, unbookmark),
      onError: (error) => feedback.failed(error),
    });
  };
  const unbookmark = (): void => {
    if (queue('unbookmark', seekerOfflineMessages.unbookmarkQueued)) return;
    unsave.mutate(vacancy.id, {
      onSuccess: () => feedback.succeeded(f.unbookmarked, bookmark),
      onError: (error) => feedback.failed(error),
    });
  };

  if (!isAuthenticated) {
    return (
      <ButtonLink asChild>
        <Link to={paths.login.href(paths.vacancy.href(vacancy.id))}>{m.signInToApply}</Link>
      </ButtonLink>
    );
  }
  const applyNow = (): void =>
    apply.mutate(
      { vacancy_id: vacancy.id },
      {
        onSuccess: () => feedback.succeeded(lettersMessages.journey.applied),
        onError: (error) => feedback.failed(error),
      },
    );
  const ready = profile.data !== undefined && missingProfileFields(profile.data).length === 0;
  const saved = savedAfterQueue(
    queued,
    vacancy.id,
    bookmarks.data?.data.some((b) => b.vacancy.id === vacancy.id) ?? false,
  );
  const applied = applications.data?.data.some((a) => a.vacancy.id === vacancy.id) ?? false;
  const busy = save.isPending || unsave.isPending;
  return (
    <div className="flex flex-wrap gap-3">
      {applied ? (
        <p
          role="status"
          className="inline-flex h-10 items-center gap-2 rounded-md bg-success px-4 text-sm font-medium text-success-foreground"
        >
          <Send aria-hidden="true" className="size-4" />
          {m.applied}
        </p>
      ) : ready ? (
        <>
          <Button loading={apply.isPending} onClick={applyNow}>
            <Send aria-hidden="true" />
            {lettersMessages.journey.quickApply}
          </Button>
          <ButtonLink asChild variant="outline">
            <Link to={paths.jobApplication.href(vacancy.id)}>
              <FileText aria-hidden="true" />
              {lettersMessages.journey.withLetter}
            </Link>
          </ButtonLink>
        </>
      ) : (
        <ButtonLink asChild>
          <Link to={paths.jobApplication.href(vacancy.id)}>
            <Send aria-hidden="true" />
            {m.apply}
          </Link>
        </ButtonLink>
      )}
      <Button
        variant="outline"
        aria-pressed={saved}
        loading={busy || bookmarks.isLoading}
        onClick={saved ? unbookmark : bookmark}
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? m.saved : m.save}
      </Button>
    </div>
  );
}
