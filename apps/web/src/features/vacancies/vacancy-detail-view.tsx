import type { Vacancy } from '@jornada/api-client';
import { Badge, ButtonLink, Card, CardContent } from '@jornada/ui';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { publicMessages as messages } from '../../messages/public-messages.ts';
import { paths } from '../../paths.ts';
import { formatPlace, formatPublished, formatSalary } from './format.ts';
import { VacancyActions } from './vacancy-actions.tsx';
import { ListenButton } from '../../voice/listen-button.tsx';

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** What «Escuchar» reads of a vacancy: title, company, place, salary, description, requirements, benefits. */
export function vacancyReading(vacancy: Vacancy): string {
  return [
    `${vacancy.title}. ${vacancy.company.name}, ${formatPlace(vacancy)}. ${formatSalary(vacancy)}.`,
    vacancy.description,
    vacancy.requirements.length
      ? `${messages.vacancy.requirements}: ${vacancy.requirements.join('. ')}.`
      : '',
    vacancy.benefits.length ? `${messages.vacancy.benefits}: ${vacancy.benefits.join('. ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Props of {@link VacancyDetailView}. */
export interface VacancyDetailViewProps {
  vacancy: Vacancy;
  /**
   * The company's preview (docs/decisions/0027-vacancy-console.md): the back link goes to `back` instead of the search,
   * and the seeker's actions (apply, save) are left out.
   */
  preview?: { back: { href: string; label: string } } | undefined;
}

/** Everything about one vacancy: header facts, description, requirements, benefits. */
export function VacancyDetailView({ vacancy, preview }: VacancyDetailViewProps) {
  return (
    <article className="mx-auto grid max-w-3xl gap-6">
      {preview ? null : (
        <title>{messages.vacancy.documentTitle(vacancy.title, vacancy.company.name)}</title>
      )}
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={preview?.back.href ?? paths.vacancies.href()}>
          <ArrowLeft aria-hidden="true" />
          {preview?.back.label ?? messages.vacancy.back}
        </Link>
      </ButtonLink>
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{vacancy.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
          <span>{vacancy.company.name}</span>
          {vacancy.company.verified ? (
            <span className="inline-flex items-center gap-1 text-sm text-success">
              <BadgeCheck aria-hidden="true" className="size-4" />
              {messages.vacancy.verified}
            </span>
          ) : null}
          <span aria-hidden="true">·</span>
          <span>{formatPlace(vacancy)}</span>
        </p>
        <p className="text-lg font-semibold">{formatSalary(vacancy)}</p>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{messages.modality[vacancy.modality]}</Badge>
          <Badge variant="outline">{messages.employmentType[vacancy.employment_type]}</Badge>
          <Badge variant="outline">{vacancy.job_category.name}</Badge>
          <Badge variant="outline">{messages.vacancy.positions(vacancy.positions)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{formatPublished(vacancy.published_at)}</p>
        {preview ? null : <VacancyActions vacancy={vacancy} />}
        <div>
          <ListenButton label={vacancy.title} text={vacancyReading(vacancy)} />
        </div>
      </header>
      <Card role="region" aria-labelledby="descripcion">
        <h2 id="descripcion" className="text-lg font-semibold">
          {messages.vacancy.description}
        </h2>
        <CardContent className="grid gap-3 text-base leading-relaxed">
          {vacancy.description.split(/\n{2,}/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </CardContent>
      </Card>
      <List title={messages.vacancy.requirements} items={vacancy.requirements} />
      <List title={messages.vacancy.benefits} items={vacancy.benefits} />
    </article>
  );
}
