/**
 * The app starts after a pre-rendered page's first paint (docs/decisions/0035-first-load.md
 * item 18). A pre-rendered page used to ask for the app's modules in its `<head>`: on a fast
 * connection they arrived, and ran, before the browser painted the markup that was already
 * there, so the first paint waited for the app's code on a slow phone. This moves the entry
 * script and the `modulepreload` links out of the page into a JSON list, and adds a deferred
 * `app-start.js` (source `app-start.js` beside this module, minified into the build's root by
 * the pre-rendering plugin), which asks for them once the first contentful paint is on screen. The server's `Content-Security-Policy` allows scripts from `'self'` only, so the
 * starter is a file; a JSON `<script>` is data and never runs.
 */

/** The `id` of the `<script type="application/json">` that lists the app's modules. */
export const appModulesId = 'app-modules';

/** The file, at the build's root, that starts the app after the first paint. */
export const appStartFile = 'app-start.js';

/** What `app-start.js` reads: the entry module and the modules to preload, as URLs. */
export interface AppModules {
  entry: string;
  preload: string[];
}

/** The `id` of the `<template>` holding the screen shown when the modules cannot be loaded. */
export const loadErrorTemplateId = 'app-load-error';

const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const starterScript = (base: string) => `<script src="${base}${appStartFile}" defer></script>`;

/**
 * Guards the start of a page built from `index.html` (docs/decisions/0046-stale-builds.md): a
 * deferred `app-start.js` before the module entry script (deferred scripts run in order, so its
 * listener is there before the entry can fail) and, at the end of `<body>`, the connection-error
 * screen in `<template id="app-load-error">`, which `app-start.js` shows when the entry or a
 * module it imports cannot be loaded and the reload guard stops the reload.
 *
 * @param html - the built `index.html` (one module entry script).
 * @param loadErrorMarkup - the screen's static markup (`renderLoadError` in prerender.tsx).
 * @param base - the app's base URL (Vite's `base`), e.g. `/`.
 */
export function guardAppStart(html: string, loadErrorMarkup: string, base = '/'): string {
  let found = false;
  const page = html.replace(entryScript, (script) => {
    found = true;
    return script.replace(/<script/, () => `${starterScript(base)}\n    <script`);
  });
  if (!found) throw new Error('Expected a module entry script.');
  return page.replace(
    /\s*<\/body>/,
    () => `\n    <template id="${loadErrorTemplateId}">${loadErrorMarkup}</template>\n  </body>`,
  );
}
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Rewrites a pre-rendered page so that the app starts after its first paint.
 *
 * @param html - a page built from `index.html` (one module entry script, any `modulepreload`s).
 * @param base - the app's base URL (Vite's `base`), e.g. `/`.
 * @returns the page without the entry script and the `modulepreload` links, with their URLs in
 *   `<script type="application/json" id="app-modules">` and a deferred `app-start.js`, both at
 *   the end of `<head>`.
 * @throws Error when the page has not exactly one module entry script.
 */
export function startAfterFirstPaint(html: string, base = '/'): string {
  const entries: string[] = [];
  const preload: string[] = [];
  // A page already guarded (guardAppStart) has the starter before its entry: it moves to the end.
  let page = html.replace(`\n    ${starterScript(base)}`, '').replace(starterScript(base), '');
  page = page.replace(entryScript, (_script, src: string) => {
    entries.push(src);
    return '';
  });
  if (entries.length !== 1)
    throw new Error(`Expected one module entry script, found ${entries.length}.`);
  page = page.replace(modulePreload, (_link, href: string) => {
    preload.push(href);
    return '';
  });
  const modules: AppModules = { entry: entries[0]!, preload };
  // `<` escaped, so that no URL can close the element.
  const data = JSON.stringify(modules).replace(/</g, '\\u003c');
  return page.replace(
    /\s*<\/head>/,
    () =>
      `\n    <script type="application/json" id="${appModulesId}">${data}</script>` +
      `\n    ${starterScript(base)}\n  </head>`,
  );
}
