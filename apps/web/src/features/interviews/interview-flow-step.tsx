import { ButtonLink } from '@jornada/ui';
import { Link } from 'react-router';

/** One screen of the interview flow: heading, text and the link to the next step. */
export function InterviewFlowStep({
  title,
  text,
  next,
  children,
}: {
  title: string;
  text: string;
  next?: { href: string; label: string; state?: unknown };
  children?: React.ReactNode;
}) {
  return (
    <section className="mx-auto grid max-w-xl gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
      {next ? (
        <ButtonLink asChild className="mx-auto">
          <Link to={next.href} state={next.state}>
            {next.label}
          </Link>
        </ButtonLink>
      ) : null}
    </section>
  );
}
