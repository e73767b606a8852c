import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aBatch, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const checked = aBatch({
  id: 'a0000000-0000-4000-8000-000000000001',
  status: 'completed_with_errors',
  dry_run: true,
  total_rows: 3,
  processed_rows: 3,
  failed_rows: 1,
  created_rows: 1,
  updated_rows: 1,
  errors: [{ row: 2, errors: { curp: ['El CURP no es válido.'] } }],
});
const imported = aBatch({
  id: 'a0000000-0000-4000-8000-000000000002',
  status: 'completed_with_errors',
  dry_run: false,
  total_rows: 3,
  processed_rows: 3,
  failed_rows: 1,
  created_rows: 1,
  updated_rows: 1,
  errors: checked.errors,
});

describe('given the import screen (/empresa/3/empleados/importar)', () => {
  it('when a file is checked → a dry run, the rows with errors, then "Importar 2 empleados" imports for real and summarises; no axe violations', async () => {
    const api = fakeApi({
      'POST /api/v1/companies/3/employees-bulk': (request) => {
        const dryRun = (request.body as FormData).get('dry_run') === 'true';
        return json(
          {
            data: dryRun
              ? { ...checked, status: 'processing', processed_rows: 1 }
              : { ...imported, status: 'processing', processed_rows: 0 },
          },
          202,
        );
      },
      [`GET /api/v1/batch/${checked.id}`]: { data: checked },
      [`GET /api/v1/batch/${imported.id}`]: { data: imported },
    });
    await renderRoute('/empresa/3/empleados/importar', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Importar empleados' }))
      .toBeVisible();
    await expectNoAxeViolations();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const file = new File(['department,name\nTráfico,Ana\n'], 'empleados.csv', {
      type: 'text/csv',
    });
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await page.getByRole('button', { name: 'Revisar archivo' }).click();

    await expect
      .element(
        page.getByText('2 filas listas para importar (1 nuevas, 1 por actualizar), 1 con errores.'),
      )
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('table', { name: 'Errores por fila' })
          .getByRole('row')
          .filter({ hasText: 'curp' }),
      )
      .toHaveTextContent(/^2\s*CURP\s*El CURP no es válido\./);
    await expectNoAxeViolations();
    const [first] = api.calls.filter((c) => c.method === 'POST');
    expect((first!.body as FormData).get('dry_run')).toBe('true');
    expect((first!.body as FormData).get('file')).toBeInstanceOf(File);

    await page.getByRole('button', { name: 'Importar 2 empleados' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Importación terminada' }))
      .toBeVisible();
    await expect.element(page.getByText('1 creados, 1 actualizados, 1 con errores.')).toBeVisible();
    const second = api.calls.filter((c) => c.method === 'POST')[1];
    expect((second!.body as FormData).get('dry_run')).toBe('false');
  });

  it('when the real import fails → a toast says so and the preview stays, so it can be sent again', async () => {
    const api = fakeApi({
      'POST /api/v1/companies/3/employees-bulk': (request) =>
        (request.body as FormData).get('dry_run') === 'true'
          ? json({ data: checked }, 202)
          : json({ message: 'El servicio no está disponible.' }, 503),
    });
    await renderRoute('/empresa/3/empleados/importar', { user: staffUser, api });
    await expect.element(page.getByRole('button', { name: 'Revisar archivo' })).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['department,name\n'], 'empleados.csv', { type: 'text/csv' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await page.getByRole('button', { name: 'Importar 2 empleados' }).click();
    await expect
      .element(
        page.getByRole('region', { name: /^Notificaciones/ }).getByText('La importación falló'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Importar 2 empleados' })).toBeVisible();
  });

  it('the template links download the XLSX and the CSV from the template endpoint', async () => {
    const api = fakeApi({
      'GET /api/v1/companies/3/employees-bulk/template': new Response('department,name\n', {
        headers: { 'content-type': 'text/csv' },
      }),
    });
    await renderRoute('/empresa/3/empleados/importar', { user: staffUser, api });
    await page.getByRole('button', { name: 'Plantilla CSV' }).click();
    await expect
      .poll(
        () =>
          api.calls.find((c) => c.key === 'GET /api/v1/companies/3/employees-bulk/template')?.url
            .search,
      )
      .toBe('?format=csv');
  });
});
