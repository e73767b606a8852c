import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { anOrder, aWaybill } from '../test/container-fixtures.ts';
import { staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const url = '/empresa/3/ordenes-contenedor/610';

function orderApi() {
  return fakeApi({
    'GET /api/v1/orders/610': { data: anOrder() },
    'GET /api/v1/orders/610/waybills': {
      data: [
        aWaybill({
          status: 'timbrada',
          issued_at: '2026-03-06T14:30:00Z',
          cfdi_uuid: '6f1d0c7e-58a4-4f0a-9f0b-3b7d2c1e9a55',
        }),
      ],
    },
  });
}

describe('given a container order’s page (/empresa/3/ordenes-contenedor/610)', () => {
  it('when it has a waybill → its folio, status, facts and the waybill row; no axe violations', async () => {
    await page.viewport(1280, 900);
    await renderRoute(url, { user: staffUser, api: orderApi() });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'ORD-2026-0610' }))
      .toBeVisible();
    await expect.element(page.getByText('Estado: Pendiente')).toBeInTheDocument();
    await expect.element(page.getByText('Contenedor: CSQU3054383')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Volver al contenedor' }))
      .toHaveAttribute('href', '/empresa/3/contenedores/3307');
    await expect.element(page.getByText('$34,500.00')).toBeVisible();
    await expect
      .element(
        page
          .getByRole('table', { name: 'Cartas porte de la orden ORD-2026-0610' })
          .getByRole('row')
          .nth(1),
      )
      .toHaveTextContent(/CP-2026-0402.*Timbrada.*Autopartes \(SAT 25174800\).*21,800.*522 km/);
    await expectNoAxeViolations();
  });

  it('when staff updates it → PUT with the status, the dates and update_report true; a toast', async () => {
    const api = orderApi();
    api.on({
      'PUT /api/v1/orders/610': (request) =>
        json({ data: anOrder({ ...(request.body as object) }) }),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Actualizar orden' }).click();
    const sheet = page.getByRole('dialog', { name: 'Actualizar ORD-2026-0610' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Estado/ }));
    await userEvent.click(page.getByRole('option', { name: 'En tránsito' }));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Orden ORD-2026-0610 actualizada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      status: 'en_transito',
      pickup_at: '2026-03-06T15:00:00Z',
      delivery_at: null,
      freight_amount: 3450000,
      update_report: true,
    });
  });

  it('when staff creates a waybill and downloads its PDF → POST with the order, then the PDF is fetched and saved as <folio>.pdf', async () => {
    const api = orderApi();
    api.on({
      'POST /api/v1/waybills': (request) =>
        json(
          { data: aWaybill({ ...(request.body as object), id: 403, folio: 'CP-2026-0403' }) },
          201,
        ),
      'GET /api/v1/waybill/402/report': new Response('%PDF-1.7 test', {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    await renderRoute(url, { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva carta porte' }).click();
    const sheet = page.getByRole('dialog', { name: 'Nueva carta porte' });
    await sheet.getByLabelText(/Mercancía/).fill('Autopartes (SAT 25174800)');
    await sheet.getByLabelText(/Peso bruto/).fill('21800');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Carta porte CP-2026-0403 creada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      container_order_id: 610,
      goods_description: 'Autopartes (SAT 25174800)',
      gross_weight_kg: 21800,
    });

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await page.getByRole('button', { name: 'Descargar PDF de CP-2026-0402' }).click();
    await expect.element(page.getByText('Carta porte CP-2026-0402 descargada')).toBeVisible();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('CP-2026-0402.pdf');
    expect(
      api.calls.find((c) => c.key === 'GET /api/v1/waybill/402/report')?.headers.get('accept'),
    ).toBe('application/pdf');
    click.mockRestore();
  });
});
