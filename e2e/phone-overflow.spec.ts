import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { isPublicPath } from '../apps/web/src/app/access.ts';
import { paths } from '../apps/web/src/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { demoPassword } from './sign-in.ts';

/**
 * Every route of the app at a phone's 390 px, as the role that opens it: the page must not
 * scroll sideways (the root's `scrollWidth` no wider than its `clientWidth`). The routes come from
 * apps/web/src/paths.ts, so a new route is visited without editing this file; their parameters
 * are filled from the demo data (links the app shows, else the first record the API lists). A
 * failure names the route, by how many pixels it overflows and the elements that stick out, and
 * says when they all sit in the page header. One test per role (the company's many routes in
 * groups), so each stays well inside a minute. `PHONE_WIDTH=360` (or any width) checks another phone.
 */
const viewport = { width: Number(process.env.PHONE_WIDTH ?? 390), height: 844 };
test.use({ viewport });

type Role = 'visitor' | 'candidato' | 'empleado' | 'chofer' | 'empresa' | 'admin';

/** Who opens a route: public pages as a visitor, the rest by the section their path is in. */
function roleOf(pattern: string): Role {
  const path = pattern.replace(/\/:[A-Za-z]+\?$/, '');
  if (isPublicPath(path.replace(/:[A-Za-z]+/g, 'x'))) return 'visitor';
  if (path.startsWith('/admin')) return 'admin';
  if (path.startsWith('/empresa/')) return 'empresa';
  if (path.startsWith('/mi-trabajo')) return 'chofer';
  if (['/mi-asistencia', '/mis-quejas', '/quejas/nueva'].some((p) => path.startsWith(p)))
    return 'empleado';
  return 'candidato';
}

/**
 * Routes no demo record leads to: each needs a record made by an action first (a recharge
 * started, an evaluation taken). Listed by pattern, and checked against paths.ts below.
 */
const needsAnAction: Record<string, string> = {
  [paths.checkout.pattern]: 'a pending sandbox recharge (payments.spec.ts opens it)',
  [paths.evaluationResults.pattern]: 'an evaluation the seeker has taken',
};

const emails: Record<Exclude<Role, 'visitor'>, string> = {
  candidato: 'candidato@jornada.test',
  empleado: 'empleado@jornada.test',
  chofer: 'chofer@jornada.test',
  empresa: 'empresa@jornada.test',
  admin: 'admin@jornada.test',
};

/** Record ids the API lists, for parameters no visited page links to. */
const apiLists: Record<string, (ids: Record<string, string>) => string> = {
  ticketId: ({ companyId }) => `/api/v1/companies/${companyId}/tickets?per_page=1`,
  complaintId: ({ companyId }) =>
    companyId
      ? `/panel-api/v1/companies/${companyId}/complaints?per_page=1`
      : '/panel-api/v1/complaints?per_page=1',
  // A driver has no company list to read: their workday lists their tours.
  tourId: ({ companyId }) =>
    companyId ? `/api/v1/companies/${companyId}/tours?per_page=1` : '/api/v1/me/fleet',
  revisionOrderId: ({ companyId }) => `/api/v1/companies/${companyId}/revision-orders?per_page=1`,
  containerId: ({ companyId }) => `/api/v1/companies/${companyId}/containers?per_page=1`,
  orderId: ({ containerId }) => `/api/v1/containers/${containerId}/orders?per_page=1`,
  vacancyId: ({ companyId }) => `/api/v1/companies/${companyId}/vacancies?per_page=1`,
};

/**
 * Routes whose `:id` the API lists when no visited page linked one (a list still loading when its
 * links were read), by pattern: `id` names a different record on each route.
 */
const listedByPattern: Record<string, (ids: Record<string, string>) => string> = {
  [paths.jobLetter.pattern]: ({ userId }) => `/api/v1/users/${userId}/job-letters?per_page=1`,
};

/** Parameters whose API list needs another record's id first. */
const listedWithin: Record<string, string[]> = { orderId: ['containerId'] };

interface Route {
  name: string;
  pattern: string;
}

const routes: Route[] = Object.entries(paths).map(([name, route]) => ({
  name,
  pattern: route.pattern,
}));

test('the pages that need an action first are still routes of the app', () => {
  const patterns = routes.map((route) => route.pattern);
  for (const pattern of Object.keys(needsAnAction)) expect(patterns).toContain(pattern);
});

/** A regular expression matching the paths of `pattern`. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/\/:[A-Za-z]+\?$/, '(?:/[^/?#]+)?')
    .replace(/:[A-Za-z]+/g, '[^/?#]+');
  return new RegExp(`^${source}$`);
}

function paramNames(pattern: string): string[] {
  return [...pattern.replace(/\/:[A-Za-z]+\?$/, '').matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
}

/** Signs in as `role` in a new phone-sized context; the visitor stays signed out. */
async function contextFor(browser: Browser, role: Role): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, locale: 'es-MX' });
  if (role === 'visitor') return context;
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(emails[role]);
  await page.getByLabel('Contraseña').fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.close();
  return context;
}

/** Waits for the page's main content: `main` shown and nothing still loading. */
async function settle(page: Page): Promise<void> {
  await page
    .locator('main, [role="main"]')
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        !document.querySelector('[aria-busy="true"], [data-slot="skeleton"]') &&
        document.readyState === 'complete',
      undefined,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(250);
}

interface Overflow {
  /** The root element's `scrollWidth`, in px. */
  scrollWidth: number;
  /** The root element's `clientWidth` (the window less any scroll bar), in px. */
  clientWidth: number;
  offenders: { selector: string; right: number; inHeader: boolean }[];
}

/** The page's widths and the outermost elements that stick out past its right edge. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const selectorOf = (element: Element): string => {
      const parts: string[] = [];
      for (
        let node: Element | null = element;
        node && parts.length < 4;
        node = node.parentElement
      ) {
        let part = node.tagName.toLowerCase();
        if (node.id) part += `#${node.id}`;
        const slot = node.getAttribute('data-slot');
        if (slot) part += `[data-slot="${slot}"]`;
        const classes = [...node.classList].slice(0, 3).map((c) => `.${CSS.escape(c)}`);
        parts.unshift(part + classes.join(''));
        if (node.id || node.tagName === 'MAIN' || node.tagName === 'HEADER') break;
      }
      return parts.join(' > ');
    };
    /**
     * Whether a scroller hides `element`'s overflow: an ancestor (below the body) whose
     * `overflow-x` is not visible, counting for an absolutely positioned element only from its
     * containing block up (an sr-only text in a scrolling table whose scroller is not positioned
     * still widens the page). Fixed elements never widen it.
     */
    const clipped = (element: Element): boolean => {
      const position = getComputedStyle(element).position;
      if (position === 'fixed') return true;
      let needsContainingBlock = position === 'absolute';
      for (
        let node = element.parentElement;
        node && node !== document.body && node !== root;
        node = node.parentElement
      ) {
        const style = getComputedStyle(node);
        if (needsContainingBlock) {
          if (style.position !== 'static') needsContainingBlock = false;
          else continue;
        }
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const offenders: Overflow['offenders'] = [];
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.right <= clientWidth + 1) continue;
      if (reported.some((outer) => outer.contains(element)) || clipped(element)) continue;
      reported.push(element);
      offenders.push({
        selector: selectorOf(element),
        right: Math.round(rect.right),
        inHeader: element.closest('header, [role="banner"]') !== null,
      });
    }
    return { scrollWidth: root.scrollWidth, clientWidth, offenders: offenders.slice(0, 5) };
  });
}

const roles: Role[] = ['visitor', 'candidato', 'empleado', 'chofer', 'empresa', 'admin'];
/** At most this many routes per test, so each test stays well inside a minute. */
const groupSize = 12;

/** Each role's routes, parameterless first (their links fill the parameters of the others). */
const groups = roles.flatMap((role) => {
  const mine = routes
    .filter((route) => roleOf(route.pattern) === role && !(route.pattern in needsAnAction))
    .sort((a, b) => paramNames(a.pattern).length - paramNames(b.pattern).length);
  const count = Math.ceil(mine.length / groupSize);
  return Array.from({ length: count }, (_, i) => ({
    role,
    name: count > 1 ? `${role} (${i + 1}/${count})` : role,
    routes: mine.slice(i * groupSize, (i + 1) * groupSize),
  }));
});

for (const group of groups) {
  const { role } = group;
  test(`every route of ${group.name} fits ${viewport.width} px without sideways scrolling`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await contextFor(browser, role);
    const page = await context.newPage();
    const ids: Record<string, string> = {};
    const seen = new Set<string>();
    const token = (await context.cookies()).find((c) => c.name === 'token')?.value;

    if (role !== 'visitor') {
      // The person and, for staff, their company, from the session the app keeps after sign-in.
      const { origins } = await context.storageState();
      const session = origins
        .flatMap((origin) => origin.localStorage)
        .find((entry) => entry.name === 'jornada.session');
      const user = JSON.parse(session?.value ?? '{}') as {
        user?: { id?: number; companies?: { id: number }[] };
      };
      ids.userId = String(user.user?.id ?? '');
      if (role === 'empresa') {
        ids.companyId = String(user.user?.companies?.[0]?.id ?? '');
        expect(ids.companyId, 'the staff member’s company').not.toBe('');
      }
    }

    const visit = async (route: Route, url: string) => {
      await page.goto(url);
      await settle(page);
      for (const href of await page.$$eval('a[href]', (links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      ))
        seen.add(href);
      const result = await measure(page);
      const headerOnly =
        result.offenders.length > 0 && result.offenders.every((offender) => offender.inHeader);
      const list = result.offenders
        .map((offender) => `${offender.selector} (right edge ${offender.right}px)`)
        .join('; ');
      expect
        .soft(
          result.scrollWidth,
          `${route.name} ${url} as ${role} overflows sideways by ` +
            `${result.scrollWidth - result.clientWidth}px ` +
            `(scrollWidth ${result.scrollWidth}px > clientWidth ${result.clientWidth}px)` +
            (headerOnly ? ' — ONLY THE HEADER overflows: ' : ' — ') +
            list,
        )
        .toBeLessThanOrEqual(result.clientWidth);
      if (process.env.PHONE_AXE && result.offenders.length === 0) await expectNoAxeViolations(page);
    };

    /** The id of the first record `url` lists (a list, or a driver's workday's tours). */
    const firstListed = async (url: string): Promise<string | null> => {
      const response = await page.request.get(url, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await response.json().catch(() => ({}))) as {
        data?: { id: number }[] | { tours?: { id: number }[] };
      };
      const first = Array.isArray(body.data) ? body.data[0] : body.data?.tours?.[0];
      return first ? String(first.id) : null;
    };

    /** Fills `name` (and what its list needs first) from the first record the API lists. */
    const fromApi = async (name: string): Promise<void> => {
      if (ids[name] || !apiLists[name] || !token) return;
      for (const needed of listedWithin[name] ?? []) await fromApi(needed);
      const first = await firstListed(apiLists[name](ids));
      if (first) ids[name] = first;
    };

    const fill = async (pattern: string): Promise<string | null> => {
      const names = paramNames(pattern);
      if (names.every((name) => ids[name])) {
        return pattern
          .replace(/\/:[A-Za-z]+\?$/, '')
          .replace(/:([A-Za-z]+)/g, (_m, name: string) => ids[name]!);
      }
      const regexp = patternRegExp(pattern);
      const linked = [...seen].find((href) => regexp.test(href));
      if (linked) return linked;
      const listed = listedByPattern[pattern];
      if (listed && token) {
        const id = await firstListed(listed(ids));
        return id ? pattern.replace(/:id$/, id) : null;
      }
      for (const name of names) await fromApi(name);
      if (!names.every((name) => ids[name])) return null;
      return fill(pattern);
    };

    const unresolved: string[] = [];
    for (const route of group.routes) {
      const url = await fill(route.pattern);
      if (url === null) {
        unresolved.push(route.pattern);
        continue;
      }
      await visit(route, url);
    }
    expect(unresolved, 'routes whose parameters no demo record fills').toEqual([]);
    await context.close();
  });
}
