import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const url = '/empresa/3/contenedores-reportes';
const csv = () =>
  new Response('number,status\r\nCSQU3054383,en_patio\r\n', {
    headers: { 'content-type': 'text/csv' },
  });

describe('given the container reports page (/empresa/3/contenedores-reportes)', () => {
  it('when staff downloads each report → the right request with its dates and Accept, saved under a telling name; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'GET /api/v1/companies/3/containers/reports': csv(),
      'GET /api/v1/companies/3/containers/existance-reports': csv(),
      'GET /api/v1/companies/3/containers/departure-reports': new Response('%PDF-1.7', {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    await renderRoute(url, { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Reportes de contenedores' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Reportes', exact: true }))
      .toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await page.getByRole('button', { name: 'Contenedores: descargar CSV' }).click();
    await expect.element(page.getByText('Reporte contenedores.csv descargado')).toBeVisible();

    const existence = page.getByRole('region', { name: 'Existencias en una fecha' });
    await existence.getByLabelText('Fecha', { exact: true }).fill('2026-03-05');
    await page.getByRole('button', { name: 'Existencias en una fecha: descargar CSV' }).click();
    await expect
      .element(page.getByText('Reporte existencias-2026-03-05.csv descargado'))
      .toBeVisible();

    const departures = page.getByRole('region', { name: 'Salidas en un periodo' });
    await departures.getByLabelText('Desde', { exact: true }).fill('2026-03-10');
    await departures.getByLabelText('Hasta', { exact: true }).fill('2026-03-01');
    await expect
      .element(departures.getByRole('alert'))
      .toHaveTextContent('La fecha «Hasta» no puede ser anterior a «Desde».');
    await expect
      .element(page.getByRole('button', { name: 'Salidas en un periodo: descargar PDF' }))
      .toBeDisabled();
    await departures.getByLabelText('Hasta', { exact: true }).fill('2026-03-31');
    await page.getByRole('button', { name: 'Salidas en un periodo: descargar PDF' }).click();
    await expect
      .element(page.getByText('Reporte salidas-2026-03-10-a-2026-03-31.pdf descargado'))
      .toBeVisible();

    const call = (key: string) => api.calls.find((c) => c.key === key)!;
    expect(call('GET /api/v1/companies/3/containers/reports').url.search).toBe('');
    expect(call('GET /api/v1/companies/3/containers/reports').headers.get('accept')).toBe(
      'text/csv',
    );
    expect(call('GET /api/v1/companies/3/containers/existance-reports').url.search).toBe(
      '?date=2026-03-05',
    );
    const departure = call('GET /api/v1/companies/3/containers/departure-reports');
    expect(departure.url.search).toBe('?from=2026-03-10&to=2026-03-31');
    expect(departure.headers.get('accept')).toBe('application/pdf');
    expect(click.mock.contexts.map((link) => (link as HTMLAnchorElement).download)).toEqual([
      'contenedores.csv',
      'existencias-2026-03-05.csv',
      'salidas-2026-03-10-a-2026-03-31.pdf',
    ]);
    click.mockRestore();
  });

  it('when the server refuses → a failure toast with its message', async () => {
    const api = fakeApi({
      'GET /api/v1/companies/3/containers/reports': json(
        { message: 'Parámetros no válidos.' },
        400,
      ),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Contenedores: descargar CSV' }).click();
    await expect.element(page.getByText('No se pudo descargar el reporte.')).toBeVisible();
  });
});
