import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { aPointsBalance, aPointsMovement, aTransaction } from '../test/payment-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRoutes } from '../test/render-route.tsx';

const seeker = aUser();
const movements = 'GET /payment-api/v1/users/12/points/movements';

function points(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /payment-api/v1/users/12/points': { data: aPointsBalance() },
    [movements]: aPage([
      aPointsMovement(),
      aPointsMovement({
        id: 32,
        points: 50,
        reason: 'ajuste',
        description: 'Bonificación de bienvenida',
        balance_after: 150,
      }),
    ]),
    'GET /payment-api/v1/users/12/transactions': aPage([]),
    ...overrides,
  };
}

describe('given "Mis puntos" (/mis-puntos)', () => {
  it('when a job seeker opens it from the account menu → the points and how they were earned; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({ ...points(), 'GET /api/v1/jobs/vacancies': aPage([]) });
    const { router } = await renderRoute('/mis-puntos', { user: seeker, api });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Mis puntos' })).toBeVisible();
    await expect.element(page.getByText('150 puntos', { exact: true })).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Completaste tu perfil' }))
      .toHaveTextContent(/Perfil completo.*\+100.*Ganaste 100 puntos/);
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Bonificación de bienvenida' }))
      .toHaveTextContent(/Ajuste.*\+50/);
    await expect
      .element(page.getByRole('heading', { name: 'Movimientos de tu saldo' }))
      .not.toBeInTheDocument();
    expect(api.calls.find((c) => c.key === movements)?.url.search).toBe('?page=1&per_page=10');
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'Hola, Ana' }).click();
    await page.getByRole('menuitem', { name: 'Mis puntos' }).click();
    expect(router.state.location.pathname).toBe('/mis-puntos');
  });

  it('when opened on a phone → no sideways scrolling; no axe violations', async () => {
    await page.viewport(390, 844);
    await renderRoute('/mis-puntos', { user: seeker, api: fakeApi(points()) });
    await expect.element(page.getByText('Completaste tu perfil')).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when the user has personal balance movements → they are listed with signed amounts', async () => {
    const api = fakeApi(
      points({
        'GET /payment-api/v1/users/12/points': { data: aPointsBalance({ balance: 20_000 }) },
        'GET /payment-api/v1/users/12/transactions': aPage([
          aTransaction({ company_id: null, amount: 20_000, description: 'Recarga personal' }),
        ]),
      }),
    );
    await renderRoute('/mis-puntos', { user: seeker, api });
    await expect.element(page.getByText('Saldo equivalente: $200.00')).toBeVisible();
    await expect
      .element(page.getByRole('heading', { name: 'Movimientos de tu saldo' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'Recarga personal' }))
      .toHaveTextContent(/Recarga.*Aplicada.*\+\$200\.00/);
  });

  it('when the user has no points yet → the empty state links to completing the profile', async () => {
    const api = fakeApi(
      points({
        'GET /payment-api/v1/users/12/points': { data: aPointsBalance({ points: 0 }) },
        [movements]: aPage([]),
      }),
    );
    await renderRoute('/mis-puntos', { user: seeker, api });
    await expect.element(page.getByText('Aún no tienes puntos')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Completar mi perfil' }))
      .toHaveAttribute('href', '/extender-perfil');
  });

  it('when the points cannot load → a Spanish error with a retry', async () => {
    const api = fakeApi(
      points({ 'GET /payment-api/v1/users/12/points': json({ message: 'Falla' }, 500) }),
    );
    await renderRoute('/mis-puntos', { user: seeker, api });
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'No pudimos cargar tus puntos' }))
      .toBeVisible();
  });

  it('when a visitor opens it → sent to / with the path kept, and no request about points', async () => {
    const api = fakeApi();
    const { router } = await renderRoute('/mis-puntos', { user: null, api });
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls.filter((c) => c.key.startsWith('GET /payment-api'))).toEqual([]);
  });
});
