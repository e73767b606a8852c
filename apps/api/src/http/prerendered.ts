/**
 * The pages the web build pre-rendered (`prerendered/routes.json`, written by the web app's
 * prerender plugin; docs/decisions/0009-first-paint.md, 0035-first-load.md): which HTML answers
 * a path. A path may have parameters (`/vacantes/:id`): its page answers any value made of
 * letters, digits, `_` and `-` (at most 64), with the value written in place of `:id` in the
 * page's preload links, so that the browser fetches that vacancy while the app's code downloads.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const parameterValue = '([A-Za-z0-9_-]{1,64})';
const preloadLink = /<link rel="preload"[^>]*>/g;

interface Page {
  route: string;
  pattern: RegExp;
  names: string[];
  html: string;
}

function compile(route: string, html: string): Page {
  const names: string[] = [];
  const source = route
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return parameterValue;
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names, html };
}

function fill(page: Page, values: string[]): string {
  if (page.names.length === 0) return page.html;
  return page.html.replace(preloadLink, (link) =>
    page.names.reduce((filled, name, i) => filled.replaceAll(`/:${name}`, `/${values[i]}`), link),
  );
}

/** A pre-rendered page that answers a path. */
export interface PrerenderedPage {
  /** The route as `routes.json` names it (`/vacantes/:id`). */
  route: string;
  /** The path's parameter values by name (`{ id: '12' }`). */
  params: Record<string, string>;
  /** The page, its parameters written into its preload links. */
  html: string;
}

/**
 * The pre-rendered pages of a web build, read once.
 *
 * @param webDist - the build's folder (holding `prerendered/routes.json`).
 * @returns `page(pathname)`: the page for a path without its query string, or undefined when no
 *   pre-rendered page answers it (the caller serves `index.html`). A missing or unreadable
 *   `routes.json`, and entries whose file is missing, answer nothing.
 */
export function readPrerenderedPages(webDist: string): {
  page(pathname: string): PrerenderedPage | undefined;
} {
  const pages: Page[] = [];
  const index = path.join(webDist, 'prerendered', 'routes.json');
  if (existsSync(index)) {
    try {
      const routes = JSON.parse(readFileSync(index, 'utf8')) as Record<string, unknown>;
      for (const [route, file] of Object.entries(routes)) {
        if (typeof file !== 'string' || !existsSync(path.join(webDist, file))) continue;
        pages.push(compile(route, readFileSync(path.join(webDist, file), 'utf8')));
      }
    } catch {
      pages.length = 0;
    }
  }
  return {
    page(pathname) {
      for (const page of pages) {
        const match = page.pattern.exec(pathname);
        if (!match) continue;
        const values = match.slice(1);
        return {
          route: page.route,
          params: Object.fromEntries(page.names.map((name, i) => [name, values[i]!])),
          html: fill(page, values),
        };
      }
      return undefined;
    },
  };
}
