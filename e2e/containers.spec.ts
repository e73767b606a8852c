/**
 * Container tracking end to end (docs/decisions/0023-container-tracking.md), against the demo data and the real
 * server: staff upload an XLSX of 30 containers with 2 bad rows (a wrong check digit, an unknown
 * terminal) and see 28 imported; open one, add a history event and a location, create an order
 * and a waybill and download the waybill PDF; schedule a call on the calendar; download the
 * three reports as XLSX and read them: every imported container, the stock of today without
 * the one that left, and that one among this month's departures. axe runs on every new screen. The numbers are new
 * on each run (a random serial block), so the spec passes when re-run on the same database.
 */
import { expect, test, type Download, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { expectNoAxeViolations } from './axe.ts';
import { bearer, dataOf, openSection, search, signInToWorkspace } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const columns = ['number', 'type', 'size', 'status', 'terminal_code', 'owner', 'customer'];

/** The ISO 6346 check digit of an owner code + category (4 letters) and a 6-digit serial. */
function checkDigit(head: string): number {
  let sum = 0;
  for (let position = 0; position < 10; position++) {
    const char = head[position]!;
    let value = Number(char);
    if (position < 4) {
      value = 10;
      for (let code = 65; code < char.charCodeAt(0); code++) {
        value++;
        if (value % 11 === 0) value++;
      }
    }
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

/** 30 numbers of a random serial block (owner TGHU), each with its right check digit. */
function containerNumbers(): string[] {
  const base = 100_000 + Math.floor(Math.random() * 800_000);
  return Array.from({ length: 30 }, (_, i) => {
    const head = `TGHU${String(base + i)}`;
    return `${head}${checkDigit(head)}`;
  });
}

async function toXlsx(rows: string[][]): Promise<Buffer> {
  return writeXlsxFile(
    [columns, ...rows].map((row) => row.map((value) => ({ value, type: String }))),
  ).toBuffer();
}

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return file;
}

test.describe('container tracking', () => {
  test.describe.configure({ mode: 'serial' });

  test('staff import containers, follow one through an event, a location, an order, a waybill and a call, and download the reports', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const companyId = await signInToWorkspace(page, staff);
    const headers = await bearer(request, staff);
    const terminals = await dataOf<Array<{ id: number; code: string; name: string }>>(
      await request.get(`/api/v1/companies/${companyId}/terminals?per_page=50`, { headers }),
    );
    expect(terminals.length).toBeGreaterThan(0);
    const terminal = terminals[0]!;

    // Bulk upload: 30 rows, a wrong check digit on row 6 and an unknown terminal on row 21.
    const numbers = containerNumbers();
    const rows = numbers.map((number) => [
      number,
      'dry',
      '40',
      'en_patio',
      terminal.code,
      'COSCO Shipping',
      'Autopartes del Centro',
    ]);
    const wrong = numbers[4]!.slice(0, 10) + String((Number(numbers[4]!.at(10)) + 1) % 10);
    rows[4]![0] = wrong;
    rows[19]![4] = 'NO-EXISTE-99';
    const imported = numbers.filter((_, i) => i !== 4 && i !== 19);

    await openSection(page, 'Carga masiva', 'Carga masiva de contenedores');
    await expectNoAxeViolations(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'contenedores.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await toXlsx(rows),
    });
    await page.getByRole('button', { name: 'Revisar archivo' }).click();
    await expect(
      page.getByText('28 de 30 filas están listas; 2 filas tienen errores y no se importarán.'),
    ).toBeVisible();
    const problems = page.getByRole('table', { name: 'Errores por fila' });
    // Spreadsheet rows (the header is row 1), columns by their Spanish headers.
    await expect(problems.getByRole('row').filter({ hasText: 'Número' })).toContainText('6');
    await expect(problems.getByRole('row').filter({ hasText: 'Código de terminal' })).toContainText(
      '21',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Importar 28 contenedores' }).click();
    await expect(page.getByRole('heading', { name: 'Importación terminada' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^28 contenedores importados/)).toBeVisible();
    await expectNoAxeViolations(page);

    // The list, then one container's page.
    await openSection(page, 'Contenedores', 'Contenedores');
    await expectNoAxeViolations(page);
    const number = imported[0]!;
    await search(page, 'Buscar por número, sello, línea o cliente', number);
    await page.getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: number })).toBeVisible();
    await expectNoAxeViolations(page);

    // A history event: it leaves the terminal (the departures report will list it).
    await page.getByRole('button', { name: 'Registrar evento' }).click();
    const event = page.getByRole('dialog', { name: 'Registrar evento' });
    await event.getByRole('combobox', { name: /Evento/ }).click();
    await page.getByRole('option', { name: 'Salida de terminal', exact: true }).click();
    await event.getByRole('combobox', { name: 'Terminal' }).click();
    await page.getByRole('option', { name: `${terminal.name} (${terminal.code})` }).click();
    await event.getByLabel('Descripción').fill('Sale lleno rumbo a Irapuato.');
    await expectNoAxeViolations(page);
    await event.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Evento «Salida de terminal» registrado', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: `Historial del contenedor ${number}` }),
    ).toContainText('Sale lleno rumbo a Irapuato.');

    // A location.
    await page.getByRole('button', { name: 'Registrar ubicación' }).click();
    const location = page.getByRole('dialog', { name: 'Registrar ubicación' });
    await location.getByLabel('Latitud').fill('19.0526');
    await location.getByLabel('Longitud').fill('-104.3158');
    await location.getByLabel(/Posición en patio/).fill('Bloque C, fila 4, estiba 2');
    await location.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ubicación registrada', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: `Ubicaciones del contenedor ${number}` }),
    ).toContainText('Bloque C, fila 4, estiba 2');
    await expect(
      page.getByRole('region', { name: `Mapa de ubicaciones del contenedor ${number}` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // An order, and its waybill with the PDF.
    await page.getByRole('button', { name: 'Nueva orden' }).click();
    const order = page.getByRole('dialog', { name: 'Nueva orden de transporte' });
    await order.getByRole('combobox', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Importación' }).click();
    await order.getByLabel(/Cliente/).fill('Autopartes del Centro');
    await order.getByLabel(/Origen/).fill('Puerto de Manzanillo, Col.');
    await order.getByLabel(/Destino/).fill('Parque Industrial Castro del Río, Irapuato, Gto.');
    await order.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(new RegExp(`/empresa/${companyId}/ordenes-contenedor/\\d+$`));
    await expect(page.getByText(`Contenedor: ${number}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Nueva carta porte' }).click();
    const waybill = page.getByRole('dialog', { name: 'Nueva carta porte' });
    await waybill.getByLabel(/Mercancía/).fill('Autopartes (SAT 25174800)');
    await waybill.getByLabel(/Peso bruto/).fill('21800');
    await waybill.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.locator('[data-slot="toast-title"]').getByText(/^Carta porte .+ creada$/),
    ).toBeVisible();
    const waybills = page.getByRole('table', { name: /^Cartas porte de la orden/ });
    await expect(waybills.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page);
    const folio = (
      await waybills.getByRole('row').nth(1).getByRole('cell').first().innerText()
    ).trim();
    const pdf = await download(page, `Descargar PDF de ${folio}`);
    expect((await bytesOf(pdf)).subarray(0, 4).toString()).toBe('%PDF');

    // A call on the calendar.
    await openSection(page, 'Citas', 'Citas de contenedores');
    await page.getByRole('button', { name: 'Nueva cita' }).click();
    const call = page.getByRole('dialog', { name: 'Nueva cita' });
    await call.getByRole('combobox', { name: /Contenedor/ }).click();
    await page.getByRole('option', { name: number }).click();
    await call.getByRole('combobox', { name: /Terminal/ }).click();
    await page.getByRole('option', { name: `${terminal.name} (${terminal.code})` }).click();
    await call.getByRole('combobox', { name: /Tipo/ }).click();
    await page.getByRole('option', { name: 'Recolección' }).click();
    await call.getByLabel(/Número de cita/).fill('CITA-E2E-1');
    await call.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Cita de ${number} creada`, { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Calendario de citas' })
        .getByRole('button', { name: new RegExp(`^Recolección · ${number}`) }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The three reports, as spreadsheets.
    await openSection(page, 'Reportes', 'Reportes de contenedores');
    await expectNoAxeViolations(page);
    const numbersIn = async (button: string) => {
      const file = await download(page, button);
      expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
      const bytes = await bytesOf(file);
      expect(bytes.subarray(0, 2).toString()).toBe('PK');
      const sheet = await readSheet(bytes);
      expect(sheet.length).toBeGreaterThan(0);
      return new Set(sheet.flat().map((cell) => String(cell ?? '')));
    };
    const all = await numbersIn('Contenedores: descargar Excel');
    for (const each of imported) expect(all).toContain(each);
    expect(all).not.toContain(wrong);
    expect(all).not.toContain(numbers[19]);
    const stock = await numbersIn('Existencias en una fecha: descargar Excel');
    for (const each of imported.slice(1)) expect(stock).toContain(each);
    expect(stock).not.toContain(number);
    const departed = await numbersIn('Salidas en un periodo: descargar Excel');
    expect(departed).toContain(number);
    expect(departed).not.toContain(imported[1]);
  });
});
