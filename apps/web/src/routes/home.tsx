/**
 * /inicio: home after sign-in (spec section 2); public per the access rules,
 * greets the signed-in person and leads to the vacancies.
 */
import { ButtonLink } from '@jornada/ui';
import { Link } from 'react-router';
import { useSession } from '../app/use-session.ts';
import { messages } from '../messages.ts';
import { paths } from '../paths.ts';

/** The home screen. */
export function HomeRoute() {
  const { user } = useSession();
  return (
    <section className="grid max-w-2xl gap-4">
      <h1 className="text-3xl font-bold tracking-tight">
        {user ? messages.home.title(user.name) : messages.nav.home}
      </h1>
      <p className="text-muted-foreground">{messages.home.text}</p>
      <ButtonLink asChild className="w-fit">
        <Link to={paths.vacancies.href()}>{messages.home.cta}</Link>
      </ButtonLink>
    </section>
  );
}

export { HomeRoute as Component };
