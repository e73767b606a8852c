import type { PaginationMeta } from '@jornada/api-client';
import { ButtonLink } from '@jornada/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { publicMessages as messages } from '../../messages/public-messages.ts';

/** Previous/next links for a paginated list; `hrefFor(page)` builds each page's URL. */
export function VacancyPagination({
  meta,
  hrefFor,
}: {
  meta: PaginationMeta;
  hrefFor: (page: number) => string;
}) {
  if (meta.last_page <= 1) return null;
  const { current_page: page, last_page: last } = meta;
  return (
    <nav
      aria-label={messages.vacancies.pagination}
      className="flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <ButtonLink asChild variant="outline">
          <Link to={hrefFor(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" />
            {messages.vacancies.previous}
          </Link>
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground">{messages.vacancies.pageOf(page, last)}</p>
      {page < last ? (
        <ButtonLink asChild variant="outline">
          <Link to={hrefFor(page + 1)} rel="next">
            {messages.vacancies.next}
            <ChevronRight aria-hidden="true" />
          </Link>
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
