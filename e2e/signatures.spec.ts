import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { demoPassword } from './sign-in.ts';
import { signIn, signInToWorkspace } from './workspace-steps.ts';

/** Signs in through the password grant and returns the bearer header. */
async function bearer(request: APIRequestContext, username: string) {
  const response = await request.post('/oauth/token', {
    data: { grant_type: 'password', client_id: 'jornada-web', username, password: demoPassword },
  });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/** The worker requests a labour letter from their company and the company issues it (setup). */
async function issuedLetter(request: APIRequestContext): Promise<number> {
  const worker = await bearer(request, 'chofer@jornada.test');
  const staff = await bearer(request, 'empresa@jornada.test');
  const me = (await (await request.get('/api/v1/user', { headers: worker })).json()) as {
    data: { id: number };
  };
  const staffMe = (await (await request.get('/api/v1/user', { headers: staff })).json()) as {
    data: { departments?: { company_id: number }[]; companies?: { id: number }[] };
  };
  const companyId = staffMe.data.departments?.[0]?.company_id ?? staffMe.data.companies?.[0]?.id;
  const created = await request.post(`/api/v1/users/${me.data.id}/job-letters`, {
    headers: worker,
    data: { company_id: companyId, type: 'constancia_laboral' },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const issued = await request.put(`/api/v1/job-letters/${data.id}`, {
    headers: staff,
    data: { status: 'emitida' },
  });
  expect(issued.status()).toBe(200);
  return data.id;
}

test('a labour letter is signed by the company, downloaded by its holder, verified as authentic on the public page, and a modified copy is reported as altered', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const letterId = await issuedLetter(request);

  // The company's representative saves a signature (typed: the keyboard's way) and signs.
  const company = await browser.newContext();
  const staffPage = await company.newPage();
  await signInToWorkspace(staffPage, 'empresa@jornada.test');
  await staffPage.goto('/ajustes');
  const section = staffPage.getByRole('region', { name: 'Firma digital' });
  await section.getByRole('tab', { name: 'Escribir' }).click();
  await section.getByLabel('Escribe tu nombre como firma').fill('Rosa Elena Martínez');
  await section.getByRole('button', { name: /Guardar (nueva )?firma/ }).click();
  await expect(section.getByRole('img', { name: 'Tu firma guardada' })).toBeVisible();
  await expectNoAxeViolations(staffPage);
  await staffPage.goto(`/cartas-laborales/ver-carta-laboral/${letterId}`);
  await staffPage.getByRole('button', { name: 'Firmar y sellar' }).click();
  await expect(
    staffPage.locator('[data-slot="toast-title"]', { hasText: /^Firmaste la carta\./ }),
  ).toBeVisible();
  await expect(
    staffPage.getByRole('region', { name: 'Documento firmado electrónicamente' }),
  ).toBeVisible();
  await expect(staffPage.getByRole('button', { name: 'Firmar y sellar' })).toHaveCount(0);
  await company.close();

  // The holder downloads the signed PDF.
  const holder = await browser.newContext();
  const holderPage = await holder.newPage();
  await signIn(holderPage, 'chofer@jornada.test', /\/mi-trabajo$/);
  await holderPage.goto(`/cartas-laborales/ver-carta-laboral/${letterId}`);
  const panel = holderPage.getByRole('region', { name: 'Documento firmado electrónicamente' });
  await expect(panel).toBeVisible();
  const code = (await panel.locator('.font-mono').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expectNoAxeViolations(holderPage);
  const [download] = await Promise.all([
    holderPage.waitForEvent('download'),
    panel.getByRole('link', { name: 'Descargar PDF firmado' }).click(),
  ]);
  const signedPath = testInfo.outputPath('firmada.pdf');
  await download.saveAs(signedPath);
  const signed = await readFile(signedPath);
  expect(signed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await holder.close();

  // Anyone verifies it on the public page, without an account.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/verificar-documento');
  await expect(
    publicPage.getByRole('heading', { name: 'Verificar un documento firmado' }),
  ).toBeVisible();
  const byFile = publicPage.getByRole('region', { name: 'Con el archivo PDF' });
  await byFile.locator('input[type="file"]').setInputFiles(signedPath);
  await byFile.getByRole('button', { name: 'Verificar' }).click();
  const result = publicPage.getByRole('status');
  await expect(result.getByText('Documento auténtico')).toBeVisible();
  await expect(result.getByText(code)).toBeVisible();
  await expectNoAxeViolations(publicPage);

  // A modified copy (one word of the PDF changed) is reported as altered.
  const altered = Buffer.from(signed);
  const at = altered.indexOf('Helvetica');
  altered[at] = 'X'.charCodeAt(0);
  const alteredPath = testInfo.outputPath('alterada.pdf');
  await writeFile(alteredPath, altered);
  await byFile.locator('input[type="file"]').setInputFiles(alteredPath);
  await byFile.getByRole('button', { name: 'Verificar' }).click();
  await expect(result.getByText('Documento alterado')).toBeVisible();

  // The QR's link checks the code at once.
  await publicPage.goto(`/verificar-documento/${code}`);
  await expect(publicPage.getByRole('status').getByText('Documento auténtico')).toBeVisible();
  await visitor.close();
});

test('a finished revision order’s report is signed by the company, its signed PDF downloads at once and verifies as authentic on the public page', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const staff = await bearer(request, 'empresa@jornada.test');
  const staffMe = (await (await request.get('/api/v1/user', { headers: staff })).json()) as {
    data: { departments?: { company_id: number }[]; companies?: { id: number }[] };
  };
  const companyId = staffMe.data.departments?.[0]?.company_id ?? staffMe.data.companies?.[0]?.id;
  const orders = (await (
    await request.get(`/api/v1/companies/${companyId}/revision-orders?status=con_observaciones`, {
      headers: staff,
    })
  ).json()) as { data: { id: number; folio: string }[] };
  const order = orders.data[0]!;

  const company = await browser.newContext({ acceptDownloads: true });
  const staffPage = await company.newPage();
  await signInToWorkspace(staffPage, 'empresa@jornada.test');
  await staffPage.goto('/ajustes');
  const section = staffPage.getByRole('region', { name: 'Firma digital' });
  await section.getByRole('tab', { name: 'Escribir' }).click();
  await section.getByLabel('Escribe tu nombre como firma').fill('Rosa Elena Martínez');
  await section.getByRole('button', { name: /Guardar (nueva )?firma/ }).click();
  await expect(section.getByRole('img', { name: 'Tu firma guardada' })).toBeVisible();

  await staffPage.goto(`/empresa/${companyId}/ordenes-revision/${order.id}`);
  const [download] = await Promise.all([
    staffPage.waitForEvent('download'),
    staffPage.getByRole('button', { name: 'Firmar reporte' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`revision-${order.folio}-firmada.pdf`);
  const signedPath = testInfo.outputPath('revision-firmada.pdf');
  await download.saveAs(signedPath);
  const signed = await readFile(signedPath);
  expect(signed.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const status = staffPage.getByRole('status').filter({ hasText: 'Reporte firmado:' });
  await expect(status).toContainText(
    /Código de verificación: [A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}\./,
  );
  const code = /([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec((await status.textContent())!)![1]!;
  await expectNoAxeViolations(staffPage);
  await company.close();

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto('/verificar-documento');
  const byFile = publicPage.getByRole('region', { name: 'Con el archivo PDF' });
  await byFile.locator('input[type="file"]').setInputFiles(signedPath);
  await byFile.getByRole('button', { name: 'Verificar' }).click();
  const result = publicPage.getByRole('status');
  await expect(result.getByText('Documento auténtico')).toBeVisible();
  await expect(result.getByText(code)).toBeVisible();
  await visitor.close();
});
