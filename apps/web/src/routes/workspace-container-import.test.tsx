import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aBatch, aTerminal, page as aPage, staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const imported = aBatch({
  id: 'c0000000-0000-4000-8000-000000000001',
  type: 'containers_import',
  status: 'completed',
  total_rows: 3,
  processed_rows: 3,
  created_rows: 1,
  failed_rows: 0,
});

const csv = [
  'number,type,size,status,terminal_code',
  'CSQU3054383,dry,40,en_patio,MZO-01',
  'CSQU3054384,dry,40,en_patio,MZO-01',
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
  it('when a CSV is checked → the preview names each bad row; importing uploads the file, shows progress and the summary; no axe violations', async () => {
    await page.viewport(1280, 900);
    const api = fakeApi({
      'GET /api/v1/companies/3/terminals': aPage([aTerminal()]),
      'POST /api/v1/companies/3/containers/bulk': json(
        { data: { ...imported, status: 'processing', processed_rows: 0 } },
        202,
      ),
      [`GET /api/v1/batch/${imported.id}`]: { data: imported },
    });
    await renderRoute('/empresa/3/contenedores-importar', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Carga masiva de contenedores' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Carga masiva' }))
      .toHaveAttribute('aria-current', 'page');
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
      .toHaveTextContent(/3.*number.*El dígito verificador no coincide; debe ser 3\./);
    await expect
      .element(problems.getByRole('row').nth(2))
      .toHaveTextContent(/4.*terminal_code.*No hay una terminal con la clave LZC-09\./);
    await expectNoAxeViolations();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await page.getByRole('button', { name: 'Importar 1 contenedor' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Importación terminada' }))
      .toBeVisible();
    await expect
      .element(page.getByText('1 contenedor importado, 0 actualizados, 0 filas con errores.'))
      .toBeVisible();
    const form = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect((form.get('file') as File).name).toBe('contenedores.csv');
    expect(form.get('update_existing')).toBe('false');
    await expect
      .element(page.getByRole('link', { name: 'Ver contenedores' }))
      .toHaveAttribute('href', '/empresa/3/contenedores');
  });

  it('when the file is not a readable spreadsheet → the file field says so, nothing is sent, and the file can be checked again', async () => {
    const api = fakeApi({ 'GET /api/v1/companies/3/terminals': aPage([aTerminal()]) });
    await renderRoute('/empresa/3/contenedores-importar', { user: staffUser, api });
    await expect.element(page.getByRole('button', { name: 'Revisar archivo' })).toBeVisible();
    chooseFile(new File(['esto no es un excel'], 'contenedores.xlsx'));
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect
      .element(
        page.getByText('No se pudo leer el archivo. Revisa que sea un CSV o un XLSX válido.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Revisar archivo' })).toBeVisible();
    expect(api.calls.some((c) => c.key === 'POST /api/v1/companies/3/containers/bulk')).toBe(false);
    await expectNoAxeViolations();
  });

  it('when staff downloads the template → a CSV named plantilla-contenedores.csv with the contract’s header', async () => {
    const api = fakeApi({ 'GET /api/v1/companies/3/terminals': aPage([aTerminal()]) });
    await renderRoute('/empresa/3/contenedores-importar', { user: staffUser, api });
    const created = vi.spyOn(URL, 'createObjectURL');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await page.getByRole('button', { name: 'Descargar plantilla CSV' }).click();
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('plantilla-contenedores.csv');
    const blob = created.mock.calls[0]![0] as Blob;
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await blob.text()).split('\r\n')[0]).toBe(
      'number,type,size,high_cube,iso_type_code,status,terminal_code,owner,customer,tare_weight_kg,max_gross_weight_kg,seal_number,is_empty',
    );
    click.mockRestore();
    created.mockRestore();
  });
});
