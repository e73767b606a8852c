/**
 * The vacancy page before its vacancy is on screen: the way back to the search,
 * and blocks where the title, the facts and the description go. It is the page's pre-rendered
 * first paint (app/prerender-routes.ts, docs/decisions/0035-first-load.md), tall enough that the
 * footer stays below a phone's first screen until the app replaces it.
 */
import { ButtonLink, Skeleton } from '@jornada/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../paths.ts';
import { publicMessages as messages } from '../../messages/public-messages.ts';

/** The loading state of `/vacantes/{id}`: a status for assistive technology, blocks for the eye. */
export function VacancyDetailSkeleton() {
  return (
    <article aria-busy="true" className="mx-auto grid max-w-3xl gap-6">
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.vacancies.href()}>
          <ArrowLeft aria-hidden="true" />
          {messages.vacancy.back}
        </Link>
      </ButtonLink>
      <p role="status" className="sr-only">
        {messages.vacancy.loading}
      </p>
      <div aria-hidden="true" className="grid gap-3">
        <Skeleton className="h-8 w-3/4 sm:h-9" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-7 w-40" />
        <div className="flex flex-wrap gap-2">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-6 w-28" />
          <Skeleton className="h-6 w-20" />
        </div>
        <Skeleton className="h-10 w-48" />
      </div>
      <Skeleton aria-hidden="true" className="h-[28rem] w-full" />
    </article>
  );
}
