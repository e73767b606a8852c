import type { VacancySummary } from '@jornada/api-client';
import { Badge, Card, CardDescription, CardHeader, CardTitle } from '@jornada/ui';
import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { publicMessages as messages } from '../../messages/public-messages.ts';
import { paths } from '../../paths.ts';
import { formatPlace, formatPublished, formatSalary } from './format.ts';

/**
 * One vacancy in the search results: its title links to the detail; a vacancy
 * featured with its company's balance shows a «Destacada» badge (decision 40), and a
 * verified company's vacancy says «Empresa verificada» (docs/decisions/0026-seeker-offline.md).
 */
export function VacancyListItem({ vacancy }: { vacancy: VacancySummary }) {
  return (
    <li>
      <Card className="relative gap-3 p-5 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-overlay">
        <CardHeader>
          <CardTitle className="text-base sm:text-lg">
            <Link
              to={paths.vacancy.href(vacancy.id)}
              className="outline-none after:absolute after:inset-0 hover:underline"
            >
              {vacancy.title}
            </Link>
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>{vacancy.company.name}</span>
            {vacancy.company.verified ? (
              <span className="inline-flex items-center gap-1 text-success">
                <BadgeCheck aria-hidden="true" className="size-4" />
                {messages.vacancy.verified}
              </span>
            ) : null}
            <span aria-hidden="true">·</span>
            <span>{formatPlace(vacancy)}</span>
          </CardDescription>
        </CardHeader>
        <p className="text-sm font-medium">{formatSalary(vacancy)}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {vacancy.featured ? <Badge variant="primary">{messages.vacancies.featured}</Badge> : null}
          <Badge variant="secondary">{messages.modality[vacancy.modality]}</Badge>
          <Badge variant="outline">{messages.employmentType[vacancy.employment_type]}</Badge>
          <span className="text-muted-foreground">{formatPublished(vacancy.published_at)}</span>
        </div>
      </Card>
    </li>
  );
}
