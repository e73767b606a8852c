/**
 * A vacancy's page rendered on request (docs/decisions/0035-first-load.md item 16): for
 * `/vacantes/{id}` of a published vacancy, the pre-rendered vacancy page with the vacancy's
 * screen in it, rendered by the web build's own renderer (`prerendered/render.mjs`, from the web
 * app's `app/render-vacancy.tsx`), so that a phone paints the vacancy with the HTML. Anything
 * else (no renderer in the build, an id that is not a published vacancy, a failed render) serves
 * the pre-rendered loading state as before, and the app answers as it always did.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { vacancies } from '../db/schema.ts';
import { selectVacancies, toVacancy } from '../handlers/recruiting/vacancy-serializer.ts';
import type { PageRenderer } from './static.ts';

/** The web build's renderer module. */
interface VacancyRenderer {
  renderVacancyPage(template: string, vacancy: unknown): string;
}

/** The route of a vacancy's pre-rendered page (the web app's `prerender-routes.ts`). */
export const vacancyPageRoute = '/vacantes/:id';

/**
 * The renderer of a vacancy's page.
 *
 * @param db - the database the vacancy is read from.
 * @param webDist - the web build (its `prerendered/render.mjs` is imported on the first request).
 * @param log - where a renderer that cannot load or a failed render is reported (once per cause).
 * @returns a {@link PageRenderer} for {@link vacancyPageRoute}.
 */
export function vacancyPageRenderer(
  db: Database,
  webDist: string,
  log: FastifyBaseLogger,
): PageRenderer {
  const file = path.join(webDist, 'prerendered', 'render.mjs');
  let renderer: Promise<VacancyRenderer | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<VacancyRenderer>).catch((error: unknown) => {
          log.warn(
            { err: error },
            'vacancy page renderer did not load; pages show their loading state',
          );
          return null;
        })
      : Promise.resolve(null));
  return async ({ params, html }) => {
    const id = params.id ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
    const render = await load();
    if (!render) return undefined;
    try {
      const [row] = await selectVacancies(db)
        .where(eq(vacancies.id, Number(id)))
        .limit(1);
      const vacancy = row ? toVacancy(row) : undefined;
      if (vacancy?.status !== 'publicada') return undefined;
      return render.renderVacancyPage(html, vacancy);
    } catch (error) {
      log.warn(
        { err: error, vacancyId: id },
        'vacancy page render failed; served its loading state',
      );
      return undefined;
    }
  };
}
