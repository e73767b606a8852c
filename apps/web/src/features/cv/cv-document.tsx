import type { components } from '@jornada/api-client';
import { cn, formatDate, formatMoneyRange } from '@jornada/ui';
import { messages } from '../../messages/messages.ts';

type Profile = components['schemas']['Profile'];
type User = components['schemas']['User'];

/** CV templates. */
export const cvTemplates = ['clasica', 'moderna', 'compacta'] as const;
/** One CV template. */
export type CvTemplate = (typeof cvTemplates)[number];

const m = messages.cv;
const { degrees, licenses } = messages.profile;

/** A catalogue value's name ('licenciatura' → 'Licenciatura'); the value itself when it is not in the catalogue. */
function label(names: Record<string, string>, value: string): string {
  return names[value] ?? value;
}

const styles: Record<CvTemplate, { root: string; name: string; heading: string }> = {
  clasica: {
    root: 'gap-5 font-serif',
    name: 'text-3xl',
    heading: 'border-b border-border pb-1 text-lg font-semibold',
  },
  moderna: {
    root: 'gap-6 border-l-4 border-primary pl-6',
    name: 'text-3xl text-primary',
    heading: 'text-sm font-bold tracking-wider text-primary uppercase',
  },
  compacta: { root: 'gap-3 text-sm', name: 'text-2xl', heading: 'text-base font-semibold' },
};

/** The CV built from the user and their profile, in one of {@link cvTemplates}; prints on its own (print CSS). */
export function CvDocument({
  user,
  profile,
  template,
}: {
  user: User;
  profile: Profile;
  template: CvTemplate;
}) {
  const s = styles[template];
  const name = [user.name, user.surname ?? profile.surname, user.lastname ?? profile.lastname]
    .filter(Boolean)
    .join(' ');
  const salary = formatMoneyRange(profile.min_salary, profile.max_salary);
  return (
    <article
      data-template={template}
      className={cn(
        'grid rounded-lg bg-card p-8 text-card-foreground shadow-card print:shadow-none',
        s.root,
      )}
    >
      <header className="grid gap-1">
        <h2 className={cn('font-bold', s.name)}>{name}</h2>
        <p className="text-muted-foreground">
          {[profile.desired_position, user.email].filter(Boolean).join(' · ')}
        </p>
      </header>
      {profile.description ? (
        <section className="grid gap-2">
          <h3 className={s.heading}>{m.summary}</h3>
          <p>{profile.description}</p>
        </section>
      ) : null}
      {profile.backgrounds.length ? (
        <section className="grid gap-2">
          <h3 className={s.heading}>{m.experience}</h3>
          <ul className="grid gap-2">
            {profile.backgrounds.map((b, i) => (
              <li key={i}>
                <strong>{b.position}</strong>, {b.company} · {formatDate(b.start_date, 'month')}
                {b.end_date ? ` – ${formatDate(b.end_date, 'month')}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {profile.educations.length ? (
        <section className="grid gap-2">
          <h3 className={s.heading}>{m.education}</h3>
          <ul className="grid gap-1">
            {profile.educations.map((e, i) => (
              <li key={i}>
                <strong>{label(degrees, e.degree)}</strong>, {e.institution}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="grid gap-2">
        <h3 className={s.heading}>{m.availability}</h3>
        <ul className="grid gap-1">
          {salary ? <li>{`${m.salary}: ${salary}`}</li> : null}
          {profile.travel_availability ? <li>{m.travel}</li> : null}
          {profile.relocate_availability ? <li>{m.relocate}</li> : null}
          {profile.driver_license ? (
            <li>{m.license(label(licenses, profile.driver_license))}</li>
          ) : null}
        </ul>
      </section>
    </article>
  );
}
