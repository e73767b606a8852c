import { createJornadaClient } from '@jornada/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppContextProvider, type AppContext } from '../../app/app-context.ts';
import '../../app.css';
import { RoutePreloaderProvider } from '../../features/pwa/use-prefetch.ts';
import { marketingRoutes } from './index.ts';
import { marketingPageRoutes } from './page-routes.ts';

function renderAt(path: string, preloadRoute: (pathname: string) => void = () => {}) {
  const fetch = async () =>
    new Response(
      JSON.stringify({ data: [], meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 } }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  const context: AppContext = {
    api: createJornadaClient({ fetch: fetch as typeof globalThis.fetch }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    // The public pages read no session.
    session: {} as AppContext['session'],
  };
  const router = createMemoryRouter(
    [{ path: '/', children: [...marketingRoutes(context), ...marketingPageRoutes()] }],
    {
      initialEntries: [path],
    },
  );
  return render(
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>
        <RoutePreloaderProvider value={preloadRoute}>
          <RouterProvider router={router} />
        </RoutePreloaderProvider>
      </QueryClientProvider>
    </AppContextProvider>,
  );
}

/** Heading levels in document order never skip a level and start at 1. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

function expectOrderedHeadings() {
  const levels = headingLevels();
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, i) => {
    if (i > 0) expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1);
  });
}

const pages: [string, string | RegExp][] = [
  ['/', 'Encuentra tu próxima jornada'],
  ['/empresas', 'Contrata al talento que tu operación necesita'],
  ['/candidatos', 'Tu siguiente empleo empieza con un buen perfil'],
  ['/lanzamiento', 'Jornada está por llegar'],
  ['/lanzamiento-legacy', 'Próximamente'],
  ['/politicas-cookies', 'Política de cookies'],
  ['/politicas-privacidad', 'Aviso de privacidad integral'],
  ['/terminos-servicio', 'Términos y condiciones de uso'],
  ['/contacto', 'Contacto'],
];

describe('given the public routes', () => {
  it.each(pages)(
    '%s → one h1, a main landmark with the skip link target, headings in order, and a page title',
    async (path, title) => {
      await renderAt(path);
      await expect.element(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect.element(page.getByRole('main')).toHaveAttribute('id', 'contenido');
      await expect
        .element(page.getByRole('link', { name: 'Saltar al contenido' }))
        .toBeInTheDocument();
      expectOrderedHeadings();
      expect(document.title).toMatch(/Jornada/);
    },
  );

  it('the landing layout has the main navigation, the sign-in links and the legal links in the footer', async () => {
    await page.viewport(1280, 800);
    await renderAt('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect
      .element(nav.getByRole('link', { name: 'Empresas' }))
      .toHaveAttribute('href', '/empresas');
    await expect
      .element(page.getByRole('link', { name: 'Crear cuenta' }))
      .toHaveAttribute('href', '/registro');
    const legal = page.getByRole('navigation', { name: 'Información legal' });
    await expect
      .element(legal.getByRole('link', { name: 'Aviso de privacidad' }))
      .toHaveAttribute('href', '/politicas-privacidad');
    await expect.element(page.getByRole('contentinfo')).toBeInTheDocument();
  });

  it("pointing at 'Ver vacantes' or a header link starts loading that page", async () => {
    await page.viewport(1280, 800);
    const preloaded: string[] = [];
    await renderAt('/', (pathname) => preloaded.push(pathname));
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(preloaded).toEqual([]);
    // The hero promises "vacantes de empresas verificadas": its link asks for only those.
    const cta = page.getByRole('link', { name: 'Ver vacantes' });
    await expect.element(cta).toHaveAttribute('href', '/vacantes?verified_company=true');
    await cta.hover();
    await expect.poll(() => preloaded).toContain('/vacantes?verified_company=true');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Empresas' }).hover();
    await expect.poll(() => preloaded).toContain('/empresas');
  });

  it('/contacto has the contact form, the company form and the mailing-list subscription', async () => {
    await renderAt('/contacto');
    await expect
      .element(page.getByRole('form', { name: 'Formulario de contacto', exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByRole('form', { name: 'Formulario de contacto para empresas' }))
      .toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Suscripción al boletín' })).toBeVisible();
  });

  it('/politicas-privacidad covers the ARCO rights and lists its sections in a table of contents', async () => {
    await renderAt('/politicas-privacidad');
    await expect
      .element(page.getByRole('heading', { level: 2, name: /Derechos ARCO/ }))
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Contenido' })
          .getByRole('link', { name: /Derechos ARCO/ }),
      )
      .toHaveAttribute('href', '#derechos-arco');
  });

  it('/lanzamiento links to no other route (every route redirects there outside production)', async () => {
    await renderAt('/lanzamiento');
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefs = page
      .getByRole('link')
      .elements()
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#contenido']);
  });

  it('on a phone (390 px), a visitor signs in from the ☰ menu: «Iniciar sesión» is there', async () => {
    await page.viewport(390, 844);
    try {
      await renderAt('/');
      await userEvent.click(page.getByRole('button', { name: 'Abrir menú' }));
      const menu = page
        .getByRole('dialog')
        .getByRole('navigation', { name: 'Navegación principal' });
      await expect.element(menu.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      await expect
        .element(menu.getByRole('link', { name: 'Iniciar sesión' }))
        .toHaveAttribute('href', '/login');
    } finally {
      await page.viewport(414, 896); // Vitest's default
    }
  });

  it('on a desktop, «Iniciar sesión» is the header button, not a second menu link', async () => {
    await page.viewport(1280, 800);
    try {
      await renderAt('/');
      await expect.element(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
      const visible = page
        .getByRole('link', { name: 'Iniciar sesión' })
        .elements()
        .filter((a) => a.checkVisibility());
      expect(visible).toHaveLength(1);
    } finally {
      await page.viewport(414, 896); // Vitest's default
    }
  });
});
