/**
 * The kiosk on a phone (docs/decisions/0048-kiosk-employee-numbers.md), against the demo data:
 * Transportes del Bajío's kiosk link opened at 390 × 844, an employee whose badge reads «E-0019»
 * types «E-19» on the keypad (its «ABC» letters and «-») with their PIN and checks in; a
 * malformed number is refused at the number field and a wrong PIN gets the one message that
 * does not tell whether the number exists; «19» alone checks them out again. Staff give the
 * employee a PIN first (the demo seeds none), and the spec leaves them clocked out, so it
 * passes when re-run against the same data.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { bearer, dataOf } from './workspace-steps.ts';

const staff = 'empresa@jornada.test';
const printed = 'E-0019';
const pin = '2719';
const here = { latitude: 21.1222, longitude: -101.6828 };

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Taps the keys of `text` on the kiosk keypad, switching to the letters and back as needed. */
async function tap(page: Page, text: string) {
  const keypad = page.getByRole('group', { name: /^Teclado para:/ });
  for (const char of text) {
    const letter = /[A-Z]/.test(char);
    const onLetters = (await keypad.getAttribute('data-layout')) === 'letters';
    if (letter !== onLetters && char !== '-')
      await keypad.getByRole('button', { name: letter ? 'ABC letras' : '123 números' }).tap();
    await keypad.getByRole('button', { name: char, exact: true }).tap();
  }
}

test('at the kiosk on a phone an employee types their number as printed or shortened («E-19», «19») with their PIN; a malformed number and a wrong PIN say which part was wrong', async ({
  browser,
  request,
  baseURL,
}) => {
  const asStaff = await bearer(request, staff);
  const user = await dataOf<{ companies: { id: number; name: string }[] }>(
    await request.get('/api/v1/user', { headers: asStaff }),
  );
  const company = user.companies.find((c) => c.name === 'Transportes del Bajío');
  let employee: { id: number; name: string; employee_number: string } | undefined;
  for (let page = 1; !employee && page <= 6; page++) {
    const employees = await dataOf<{ id: number; name: string; employee_number: string }[]>(
      await request.get(
        `/api/v1/companies/${company!.id}/employees?sort=employee_number&per_page=50&page=${page}`,
        { headers: asStaff },
      ),
    );
    employee = employees.find((e) => e.employee_number === printed);
    if (employees.length < 50) break;
  }
  if (!employee) throw new Error(`${printed} in the demo`);
  await dataOf(
    await request.put(`/clocker-api/v1/employees/${employee.id}/pin`, {
      headers: asStaff,
      data: { pin },
    }),
  );
  const link = await dataOf<{ url: string }>(
    await request.get(`/clocker-api/v1/generate-signed-url-company/${company!.id}`, {
      headers: asStaff,
    }),
  );
  const hash = new URL(link.url).hash;
  // Clocked out before we start (a night shift of the seed or an earlier run may be open).
  const out = await request.post('/clocker-api/v1/clock-link/attendances', {
    headers: { 'x-clock-link': decodeURIComponent(hash.slice(1)) },
    data: { type: 'check_out', employee_number: printed, pin, ...here },
  });
  expect([201, 409]).toContain(out.status());

  const phone = await browser.newContext({
    baseURL: baseURL!,
    locale: 'es-MX',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { ...here, accuracy: 10 },
  });
  const page = await phone.newPage();
  await page.goto(`/kiosco${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: company!.name })).toBeVisible();
  const number = page.getByRole('textbox', { name: 'Número de empleado' });
  const pinField = page.getByLabel('PIN', { exact: true });
  const alert = page.getByRole('alert');
  await expectNoAxeViolations(page);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await test.step('a malformed number is refused at the number field, which keeps it', async () => {
    await number.fill('E*19');
    await pinField.fill(pin);
    await page.getByRole('button', { name: 'Entrada', exact: true }).tap();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/Escribe tu número como aparece en tu gafete/);
    await expect(number).toHaveValue('E*19');
    await expectNoAxeViolations(page);
  });

  await test.step('a well-formed number with a wrong PIN, and an unknown number, get the same message', async () => {
    for (const entry of ['E-19', 'E-9919']) {
      await number.fill(entry);
      await pinField.fill(entry === 'E-19' ? '8642' : pin);
      await page.getByRole('button', { name: 'Entrada', exact: true }).tap();
      await expect(alert).toHaveText('El número de empleado o el PIN no son correctos.');
      await expect(pinField).toHaveValue('');
      await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  const firstName = employee.name.split(' ')[0]!;
  await test.step('«E-19» typed on the keypad with the PIN checks the employee in', async () => {
    await number.fill('');
    await number.tap();
    await tap(page, 'E-19');
    await expect(number).toHaveValue('E-19');
    await pinField.tap();
    await tap(page, pin);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Entrada', exact: true }).tap();
    await expect(page.getByRole('heading', { name: new RegExp(`, ${firstName}!$`) })).toBeVisible();
    await expect(page.getByText(/^Entrada registrada a las /)).toBeVisible();
    await page.getByRole('button', { name: 'Listo' }).tap();
  });

  await test.step('«19» alone checks them out', async () => {
    await number.tap();
    await tap(page, '19');
    await pinField.tap();
    await tap(page, pin);
    await page.getByRole('button', { name: 'Salida', exact: true }).tap();
    await expect(page.getByText(/^Salida registrada a las /)).toBeVisible();
  });

  const records = await dataOf<{ source: string; check_out_at: string | null }[]>(
    await request.get(`/clocker-api/v1/employees/${employee.id}/attendances`, {
      headers: asStaff,
    }),
  );
  expect(records[0]).toMatchObject({ source: 'kiosk', check_out_at: expect.any(String) });
  await phone.close();
});
