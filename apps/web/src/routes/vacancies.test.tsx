import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aVacancySummary, page as aPage } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const search = 'GET /api/v1/search/vacancies';

describe('given the vacancy search (/vacantes)', () => {
  it('when a vacancy is featured → its card shows «Destacada», the others do not', async () => {
    const api = fakeApi({
      [search]: aPage([
        aVacancySummary({
          id: 101,
          title: 'Operador de tractocamión full',
          featured: true,
          featured_until: '2099-01-01T00:00:00Z',
        }),
        aVacancySummary({ id: 102, title: 'Auxiliar de almacén' }),
      ]),
      'GET /api/v1/states': aPage([]),
    });
    await renderRoute('/vacantes', { api });
    const cards = page.getByRole('listitem');
    const featured = cards.filter({ hasText: 'Operador de tractocamión full' });
    const plain = cards.filter({ hasText: 'Auxiliar de almacén' });
    await expect.element(featured).toBeVisible();
    await expect.element(featured.getByText('Destacada', { exact: true })).toBeVisible();
    await expect.element(plain).toBeVisible();
    expect(plain.getByText('Destacada', { exact: true }).elements()).toHaveLength(0);
    expect(page.getByText('Destacada', { exact: true }).elements()).toHaveLength(1);
  });

  const categories = {
    data: [
      { id: 2, name: 'Logística y transporte', slug: 'logistica' },
      { id: 5, name: 'Ventas', slug: 'ventas' },
    ],
  };

  it('when a shared URL carries filters → the form shows them and the search sends them', async () => {
    const api = fakeApi({
      [search]: aPage([aVacancySummary({ id: 7, title: 'Chofer remoto de prueba' })], {
        total: 1,
      }),
      'GET /api/v1/states': aPage([]),
      'GET /api/v1/job-categories': categories,
    });
    await renderRoute(
      '/vacantes?modality=remoto&modality=hibrido&job_category_id=2&salary_min=1200000',
      { api },
    );
    await expect.element(page.getByRole('checkbox', { name: 'Remoto' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Híbrido' })).toBeChecked();
    await expect.element(page.getByRole('checkbox', { name: 'Presencial' })).not.toBeChecked();
    await expect.element(page.getByText('Logística y transporte')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: 'Sueldo mínimo mensual (MXN)' }))
      .toHaveValue('12000');
    await expect.element(page.getByRole('heading', { name: '1 vacante' })).toBeVisible();
    const sent = api.calls.find((call) => call.key === search)!.url.searchParams;
    expect(sent.getAll('modality')).toEqual(['remoto', 'hibrido']);
    expect(sent.getAll('job_category_id')).toEqual(['2']);
    expect(sent.get('salary_min')).toBe('1200000');
    await expect
      .element(page.getByRole('link', { name: 'Quitar filtros' }))
      .toHaveAttribute('href', '/vacantes');
    await expectNoAxeViolations();
  });

  it('when filters are chosen and submitted → they go to the URL; a bad salary keeps what was typed', async () => {
    const api = fakeApi({
      [search]: aPage([]),
      'GET /api/v1/states': aPage([]),
      'GET /api/v1/job-categories': categories,
    });
    const { router } = await renderRoute('/vacantes', { api });
    expect(page.getByRole('link', { name: 'Quitar filtros' }).elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('checkbox', { name: 'Presencial' }));
    await userEvent.click(page.getByRole('checkbox', { name: 'Remoto' }));
    const salary = page.getByRole('textbox', { name: 'Sueldo mínimo mensual (MXN)' });
    await userEvent.fill(salary, 'doce mil');
    await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
    await expect
      .element(page.getByText('Escribe una cantidad en pesos, sin centavos.'))
      .toBeVisible();
    await expect.element(salary).toHaveValue('doce mil');
    await userEvent.fill(salary, '15,000');
    await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
    await expect
      .poll(() => router.state.location.search)
      .toBe('?modality=presencial&modality=remoto&salary_min=1500000');
  });

  it('on a phone → state, municipality and areas wait behind «Más filtros», which shows them', async () => {
    const api = fakeApi({
      [search]: aPage([]),
      'GET /api/v1/states': aPage([{ id: 14, name: 'Jalisco' }]),
      'GET /api/v1/job-categories': categories,
    });
    await page.viewport(390, 844);
    try {
      const { router } = await renderRoute('/vacantes', { api });
      const more = page.getByRole('button', { name: 'Más filtros' });
      await expect.element(more).toHaveAttribute('aria-expanded', 'false');
      await expect.element(page.getByRole('combobox', { name: 'Estado' })).not.toBeInTheDocument();
      await expect.element(page.getByRole('checkbox', { name: 'Presencial' })).toBeVisible();
      await userEvent.click(more);
      await expect.element(more).toHaveAttribute('aria-expanded', 'true');
      await expect.element(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();
      await expect.element(page.getByRole('combobox', { name: 'Áreas' })).toBeVisible();
      await expectNoAxeViolations();
      await userEvent.click(page.getByRole('combobox', { name: 'Estado' }));
      await userEvent.click(page.getByRole('option', { name: 'Jalisco' }));
      await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
      await expect.poll(() => router.state.location.search).toBe('?state_id=14');
      // The URL uses a place filter: the filters stay open.
      await expect
        .element(page.getByRole('button', { name: 'Más filtros' }))
        .toHaveAttribute('aria-expanded', 'true');
    } finally {
      await page.viewport(414, 896); // Vitest's default
    }
  });

  it('on a wide screen → every filter shows, with no «Más filtros»', async () => {
    const api = fakeApi({
      [search]: aPage([]),
      'GET /api/v1/states': aPage([]),
      'GET /api/v1/job-categories': categories,
    });
    await page.viewport(1280, 800);
    try {
      await renderRoute('/vacantes', { api });
      await expect.element(page.getByRole('combobox', { name: 'Estado' })).toBeVisible();
      await expect.element(page.getByRole('combobox', { name: 'Áreas' })).toBeVisible();
      await expect
        .element(page.getByRole('button', { name: 'Más filtros' }))
        .not.toBeInTheDocument();
      await expectNoAxeViolations();
    } finally {
      await page.viewport(414, 896);
    }
  });

  it("when the URL asks for verified companies only (the landing's link) → the search sends it and the box is ticked; unticking drops it", async () => {
    const api = fakeApi({
      [search]: aPage([]),
      'GET /api/v1/states': aPage([]),
      'GET /api/v1/job-categories': categories,
    });
    const { router } = await renderRoute('/vacantes?verified_company=true', { api });
    const box = page.getByRole('checkbox', { name: 'Solo empresas verificadas' });
    await expect.element(box).toBeChecked();
    await expect.poll(() => api.calls.some((call) => call.key === search)).toBe(true);
    const sent = api.calls.find((call) => call.key === search)!.url.searchParams;
    expect(sent.get('verified_company')).toBe('true');
    await expectNoAxeViolations();
    await userEvent.click(box);
    await userEvent.click(page.getByRole('checkbox', { name: 'Remoto' }));
    await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
    await expect.poll(() => router.state.location.search).toBe('?modality=remoto');
    await userEvent.click(page.getByRole('checkbox', { name: 'Solo empresas verificadas' }));
    await userEvent.click(page.getByRole('button', { name: 'Buscar' }));
    await expect
      .poll(() => router.state.location.search)
      .toBe('?modality=remoto&verified_company=true');
  });

  it('when a vacancy is from a verified company → its card says so; an unverified one does not', async () => {
    const verified = aVacancySummary({ id: 1, title: 'Almacenista verificado' });
    verified.company = { ...verified.company, verified: true };
    const unverified = aVacancySummary({ id: 2, title: 'Almacenista sin verificar' });
    unverified.company = { ...unverified.company, verified: false };
    const api = fakeApi({
      [search]: aPage([verified, unverified]),
      'GET /api/v1/states': aPage([]),
      'GET /api/v1/job-categories': categories,
    });
    await renderRoute('/vacantes', { api });
    const cards = page.getByRole('listitem');
    await expect
      .element(
        cards
          .filter({ hasText: 'Almacenista verificado' })
          .getByText('Empresa verificada', { exact: true }),
      )
      .toBeVisible();
    expect(
      cards
        .filter({ hasText: 'Almacenista sin verificar' })
        .getByText('Empresa verificada', { exact: true })
        .elements(),
    ).toHaveLength(0);
  });
});
