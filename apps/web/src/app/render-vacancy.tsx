/**
 * A vacancy's page rendered on request (docs/decisions/0035-first-load.md item 16): the server
 * (`apps/api/src/http/vacancy-page.ts`) reads a published vacancy and asks this module for its
 * page, so that a phone paints the vacancy's title and description with the HTML instead of
 * after the app's code has downloaded and run. The markup is the app's own screen
 * (`VacancyDetailView`) as a signed-out visitor sees it; the app replaces it in one commit once
 * it runs (main.tsx), as it does on the pages pre-rendered at build time. The build plugin
 * (`prerender-plugin.ts`) bundles this module for Node as `prerendered/render.mjs`; it never
 * reaches the browser.
 */
import { vacancyQueryOptions, type Vacancy } from '@jornada/api-client';
import { prerender } from './prerender.tsx';
import { loadErrorTemplateId } from './prerender-start.ts';

const rootStart = '<div id="root">';

/**
 * Puts a vacancy's page into the pre-rendered vacancy template.
 *
 * @param template - the build's `prerendered/vacancy.html` (its `#root` holds the loading state,
 *   its head the preloads with the vacancy's id already written; after `#root` it may hold the
 *   connection-error screen in `<template id="app-load-error">`, which stays as it is).
 * @param vacancy - the vacancy, as `GET /api/v1/vacancies/{id}` answers it.
 * @returns the page's HTML: the template with the vacancy's screen in `#root`.
 * @throws Error when the template has no `#root` (not a pre-rendered page of this build).
 */
export function renderVacancyPage(template: string, vacancy: Vacancy): string {
  const start = template.indexOf(rootStart);
  // `#root` ends at the last `</div>` before the connection-error template (which holds divs of
  // its own) or, in a page without one, before `</body>`.
  const errorTemplate = template.indexOf(`<template id="${loadErrorTemplateId}"`);
  const end = template.lastIndexOf(
    '</div>',
    errorTemplate >= 0 ? errorTemplate : template.indexOf('</body>'),
  );
  if (start < 0 || end < start) throw new Error('The template has no #root.');
  const { html } = prerender(`/vacantes/${vacancy.id}`, ({ api, queryClient }) =>
    queryClient.setQueryData(vacancyQueryOptions(api, vacancy.id).queryKey, vacancy),
  );
  // The head keeps the template's title: a title written there would outlive the page, since
  // the app's own (React's, from the screen) goes when the visitor moves on, and the head's stays.
  return `${template.slice(0, start + rootStart.length)}${html}${template.slice(end)}`;
}
