/**
 * /admin: where administrators land (docs/decisions/0013-company-workspace-routes.md). A
 * placeholder that says so: the recruiting issue builds the console (verifying and authorising
 * users and companies, assigning roles). Anybody else gets the 404.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { AppContext } from '../app/app-context.ts';
import { requireAdmin } from '../app/require-workspace.ts';
import { messages } from '../messages.ts';

const m = messages.admin;

/** The administrator check. */
export function adminLoader(context: AppContext) {
  return async (args: LoaderFunctionArgs) => {
    await requireAdmin(context, args);
    return null;
  };
}

/** The console's placeholder. */
export function AdminHomeRoute() {
  return (
    <section className="grid max-w-2xl gap-3">
      <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
      <p className="text-muted-foreground">{m.text}</p>
      <p className="text-sm text-muted-foreground">{m.companiesHint}</p>
    </section>
  );
}

export { AdminHomeRoute as Component };
