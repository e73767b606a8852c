/**
 * End to end, against the demo data and the real server:
 * 1. a new job seeker registers, opens an application without a profile, is told what is missing
 *    before typing, completes it and comes back to the same application with what they typed,
 *    and applies;
 * 2. the company's staff create and send a work interview for that vacancy, the seeker answers
 *    it and sees the result, staff see the score;
 * 3. an employee requests a labour letter, staff issue it from «Cartas laborales», the employee
 *    opens it and prints it.
 * axe runs on every new screen.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { registerSeeker } from './seeker-steps.ts';
import { bearer, dataOf, signIn, signInToWorkspace } from './workspace-steps.ts';

const staffEmail = 'empresa@jornada.test';
const employeeEmail = 'empleado@jornada.test';
const tag = Date.now().toString(36);

test('a new seeker is guided through the missing profile and applies; staff send a work interview, the seeker answers, staff see the score', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const staffAuth = await bearer(request, staffEmail);
  const companyId = (
    await dataOf<{ companies: { id: number; name: string }[] }>(
      await request.get('/api/v1/user', { headers: staffAuth }),
    )
  ).companies[0]!.id;
  // A published vacancy of the company without a work interview yet.
  const published = await dataOf<{ id: number; title: string }[]>(
    await request.get(`/api/v1/companies/${companyId}/vacancies?status=publicada&per_page=50`, {
      headers: staffAuth,
    }),
  );
  let vacancy: { id: number; title: string } | undefined;
  for (const candidate of published) {
    const answer = await request.get(`/api/v1/vacancies/${candidate.id}/work-interviews`, {
      headers: staffAuth,
    });
    if (answer.status() === 404) {
      vacancy = candidate;
      break;
    }
  }
  expect(vacancy, 'a published vacancy without a work interview').toBeDefined();

  const seekerContext = await browser.newContext();
  const seeker = await seekerContext.newPage();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const coverLetter = `Manejo tractocamión desde hace ocho años (${tag}).`;

  await test.step('the new seeker is told what is missing before typing, and comes back with the draft', async () => {
    await registerSeeker(seeker, `lucia.${tag}@correo.test`, `Navarro ${tag}`);
    await seeker.goto(`/vacantes/${vacancy!.id}`);
    await seeker.getByRole('link', { name: 'Postularme' }).click();
    const notice = seeker.getByRole('region', { name: 'Antes de postularte, completa tu perfil' });
    await expect(notice).toContainText('Te falta: Puesto que buscas');
    await expectNoAxeViolations(seeker);
    await seeker.getByRole('textbox', { name: 'Carta de presentación' }).fill(coverLetter);
    await seeker.getByLabel('Sueldo mensual esperado (MXN)').fill('19500');
    await notice.getByRole('link', { name: 'Completar mi perfil' }).click();
    await expect(seeker).toHaveURL(/\/mi-perfil\?volver=/);
    await expect(
      seeker.getByRole('region', { name: 'Completa tu perfil para seguir con tu postulación' }),
    ).toContainText('Puesto que buscas');
    await expectNoAxeViolations(seeker);
    await seeker.getByLabel(/Puesto que buscas/).fill('Operadora de tractocamión');
    await seeker.getByRole('button', { name: 'Guardar perfil' }).click();
    await expect(seeker).toHaveURL(new RegExp(`/solicitud-trabajo\\?vacante=${vacancy!.id}$`));
    await expect(seeker.getByRole('textbox', { name: 'Carta de presentación' })).toHaveValue(
      coverLetter,
    );
    await expect(seeker.getByLabel('Sueldo mensual esperado (MXN)')).toHaveValue('19500');
    await expect(notice).toHaveCount(0);
    await seeker.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(seeker).toHaveURL(/\/mis-postulaciones$/);
    await expect(seeker.getByText('Tu postulación fue enviada.').first()).toBeVisible();
  });

  await test.step('staff create the work interview of the vacancy and send it', async () => {
    await signInToWorkspace(staff, staffEmail);
    await staff
      .getByRole('navigation', { name: 'Secciones de la empresa' })
      .getByRole('link', { name: 'Evaluaciones', exact: true })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Evaluaciones' })).toBeVisible();
    await staff.goto(`/empresa/${companyId}/evaluaciones?vacante=${vacancy!.id}`);
    await expect(
      staff.getByRole('heading', { name: 'Esta vacante aún no tiene evaluación' }),
    ).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.getByLabel(/Número de preguntas/).fill('3');
    await staff.getByRole('button', { name: 'Crear evaluación' }).click();
    await expect(staff.getByText('3 preguntas · aprueba con 60 de 100')).toBeVisible();
    await staff.getByRole('button', { name: 'Enviar a candidatos' }).click();
    await expect(
      staff.getByText(
        'Quienes se postularon a esta vacante pueden responderla desde su postulación.',
      ),
    ).toBeVisible();
  });

  await test.step('the seeker answers it and sees the result', async () => {
    await seeker.goto('/mis-postulaciones');
    await seeker.getByRole('link', { name: `Responder evaluación · ${vacancy!.title}` }).click();
    await expect(
      seeker.getByRole('heading', { level: 1, name: 'Evaluación de la vacante' }),
    ).toBeVisible();
    await expectNoAxeViolations(seeker);
    for (const text of await seeker.getByRole('textbox').all())
      await text.fill(
        'Reviso llantas, frenos, luces y niveles antes de salir; llevo la bitácora al día y reporto a tráfico cualquier retraso con tiempo.',
      );
    for (const group of await seeker.getByRole('radiogroup').all())
      await group.getByRole('radio').first().click();
    await seeker.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(seeker).toHaveURL(/\/resultados-evaluacion\/\d+\?entrevista=\d+$/);
    // The URL changes before the results' route has rendered: axe checks the page once it has.
    await expect(seeker.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(seeker);
  });

  await test.step('staff see the score', async () => {
    await staff.reload();
    const row = staff.getByRole('row').filter({ hasText: `Lucía Navarro ${tag}` });
    await expect(row).toContainText(/\d+ \/ 100/);
    await expect(row).toContainText(/Aprobó|No aprobó/);
    await expectNoAxeViolations(staff);
  });
});

test('an employee requests a labour letter, staff issue it, the employee opens and prints it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const employeeAuth = await bearer(request, employeeEmail);
  const me = await dataOf<{ id: number }>(
    await request.get('/api/v1/user', { headers: employeeAuth }),
  );
  const employeeContext = await browser.newContext();
  const employee = await employeeContext.newPage();
  await test.step('the employee requests a letter from «Cartas laborales»', async () => {
    await signIn(employee, employeeEmail, /\/mi-asistencia$/);
    await employee.goto('/cartas-laborales');
    await employee.getByRole('button', { name: 'Solicitar una carta' }).click();
    const sheet = employee.getByRole('dialog', { name: 'Solicitar una carta laboral' });
    await expect(sheet.getByRole('combobox', { name: /Empresa/ })).toHaveText(
      /Transportes del Bajío/,
    );
    await expectNoAxeViolations(employee);
    await sheet.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      employee.getByText('Solicitud enviada. La empresa la revisará.').first(),
    ).toBeVisible();
  });
  const [letter] = await dataOf<{ id: number; folio: string; status: string }[]>(
    await request.get(`/api/v1/users/${me.id}/job-letters?per_page=1`, { headers: employeeAuth }),
  );
  expect(letter!.status).toBe('solicitada');
  const closing = `Atentamente, Recursos Humanos (${tag}).`;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await test.step('staff find the request in «Cartas laborales» and issue it with edited text', async () => {
    await signInToWorkspace(staff, staffEmail);
    await staff
      .getByRole('navigation', { name: 'Secciones de la empresa' })
      .getByRole('link', { name: 'Cartas laborales', exact: true })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Cartas laborales' })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: letter!.folio });
    await expect(row).toContainText('Solicitada');
    await expectNoAxeViolations(staff);
    await row.getByRole('button', { name: `Emitir carta ${letter!.folio}` }).click();
    const sheet = staff.getByRole('dialog', { name: `Carta ${letter!.folio}` });
    const body = sheet.getByLabel('Texto de la carta');
    await expect(body).toHaveValue(/CONSTANCIA LABORAL/);
    await body.fill(`${await body.inputValue()}\n\n${closing}`);
    await expectNoAxeViolations(staff);
    await sheet.getByRole('button', { name: 'Emitir carta' }).click();
    await expect(
      staff.getByText('Carta emitida. La persona ya puede verla e imprimirla.').first(),
    ).toBeVisible();
    await expect(row).toContainText('Emitida');
  });

  await test.step('the employee opens the letter and prints it', async () => {
    await employee.goto('/cartas-laborales');
    await employee.getByText(`Folio ${letter!.folio}`).locator('..').getByRole('link').click();
    await expect(employee).toHaveURL(`/cartas-laborales/ver-carta-laboral/${letter!.id}`);
    await expect(employee.getByText(closing)).toBeVisible();
    await expectNoAxeViolations(employee);
    await employee.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await employee.getByRole('button', { name: 'Imprimir o guardar en PDF' }).click();
    expect(await employee.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(
      1,
    );
    await employee.emulateMedia({ media: 'print' });
    await expect(employee.getByRole('button', { name: 'Imprimir o guardar en PDF' })).toBeHidden();
    await expect(employee.getByText(closing)).toBeVisible();
  });
});
