import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aBatch, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const checked = aBatch({
  id: 'c0000000-0000-4000-8000-000000000001',
  type: 'containers_import',
  status: 'completed_with_errors',
  dry_run: true,
  total_rows: 3,
  processed_rows: 3,
  created_rows: 1,
  failed_rows: 2,
  errors: [
    {
      row: 3,
      errors: { number: ['Ya existe un contenedor con ese número en la empresa.'] },
    },
    {
      row: 4,
      errors: { terminal_code: ['No hay una terminal con esa clave en la empresa.'] },
    },
  ],
});
const imported = aBatch({
  ...checked,
  id: 'c0000000-0000-4000-8000-000000000002',
  dry_run: false,
});

const csv = [
  'Número,Tipo,Tamaño (pies),Estado,Código de terminal',
  'CSQU3054383,dry,40,en_patio,MZO-01',
  'CSQU3054390,dry,40,en_patio,MZO-01',
  'MSKU9070323,reefer,20,en_patio,LZC-09',
].join('\n');

function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('given the container import screen (/empresa/3/contenedores-importar)', () => {
  it('when a CSV is checked → the server’s dry run names each bad row by its spreadsheet row and Spanish column; importing sends the file again for real and summarises; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'POST /api/v1/companies/3/containers/bulk': (request) => {
        const dryRun = (request.body as FormData).get('dry_run') === 'true';
        return json(
          {
            data: {
              ...(dryRun ? checked : imported),
              status: 'processing',
              processed_rows: 0,
            },
          },
          202,
        );
      },
      [`GET /api/v1/batch/${checked.id}`]: { data: checked },
      [`GET /api/v1/batch/${imported.id}`]: { data: imported },
    });
    await renderRoute('/empresa/3/contenedores-importar', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Carga masiva de contenedores' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Carga masiva' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(page.getByText('Excel (.xlsx) o CSV (UTF-8), hasta 10 MB y 5,000 filas.'))
      .toBeVisible();
    await expectNoAxeViolations();

    chooseFile(new File([csv], 'contenedores.csv', { type: 'text/csv' }));
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect
      .element(
        page.getByText('1 de 3 filas están listas; 2 filas tienen errores y no se importarán.'),
      )
      .toBeVisible();
    const problems = page.getByRole('table', { name: 'Errores por fila' });
    await expect
      .element(problems.getByRole('row').nth(1))
      .toHaveTextContent(/3.*Número.*Ya existe un contenedor con ese número en la empresa\./);
    await expect
      .element(problems.getByRole('row').nth(2))
      .toHaveTextContent(
        /4.*Código de terminal.*No hay una terminal con esa clave en la empresa\./,
      );
    await expectNoAxeViolations();
    const posts = () => api.calls.filter((c) => c.method === 'POST');
    expect(posts().map((c) => (c.body as FormData).get('dry_run'))).toEqual(['true']);

    await page.getByRole('button', { name: 'Importar 1 contenedor' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Importación terminada' }))
      .toBeVisible();
    await expect
      .element(page.getByText('1 contenedor importado, 0 actualizados, 2 filas con errores.'))
      .toBeVisible();
    const form = posts()[1]!.body as FormData;
    expect((form.get('file') as File).name).toBe('contenedores.csv');
    expect(form.get('dry_run')).toBe('false');
    expect(form.get('update_existing')).toBe('false');
    await expect
      .element(page.getByRole('link', { name: 'Ver contenedores' }))
      .toHaveAttribute('href', '/empresa/3/contenedores');
  });

  it('when the server cannot read the file → the file field says why, the file stays chosen, and it can be checked again', async () => {
    const api = fakeApi({
      'POST /api/v1/companies/3/containers/bulk': json(
        {
          message: 'No pudimos leer el archivo de Excel.',
          errors: { file: ['Sube un archivo .xlsx (los .xls antiguos no se aceptan) o un CSV.'] },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/contenedores-importar', { user: staffUser, api });
    await expect.element(page.getByRole('button', { name: 'Revisar archivo' })).toBeVisible();
    chooseFile(new File(['esto no es un excel'], 'contenedores.xlsx'));
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect
      .element(page.getByText('Sube un archivo .xlsx (los .xls antiguos no se aceptan) o un CSV.'))
      .toBeVisible();
    await expect.element(page.getByText('contenedores.xlsx')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Revisar archivo' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when staff downloads the template → a CSV named plantilla-contenedores.csv with the contract’s header', async () => {
    const api = fakeApi({});
    await renderRoute('/empresa/3/contenedores-importar', { user: staffUser, api });
    const created = vi.spyOn(URL, 'createObjectURL');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await page.getByRole('button', { name: 'Descargar plantilla CSV' }).click();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('plantilla-contenedores.csv');
    const blob = created.mock.calls[0]![0] as Blob;
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blob.text()).split('\r\n')[0]).toBe(
      'Número,Tipo,Tamaño (pies),High cube,Código ISO,Estado,Código de terminal,Propietario,Cliente,Tara (kg),Peso bruto máximo (kg),Sello,Vacío',
    );
    click.mockRestore();
    created.mockRestore();
  });
});
