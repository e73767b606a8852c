/**
 * The end recruiting loop (e2e/recruiting-loop.spec.ts; decision 0036): staff send
 * a work interview for the vacancy, the seeker answers it, staff see her score; staff hire her
 * and invite her to the workforce from her panel, she accepts on /invitaciones, requests a
 * labour letter, staff issue it and she opens and prints it. axe runs on every new screen.
 */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { toast } from './toast.ts';

/** Who and what the loop has reached when the interview is confirmed. */
export interface LoopState {
  staffPage: Page;
  seekerPage: Page;
  companyId: number;
  vacancyId: number;
  applicationId: number;
  /** The vacancy's title. */
  title: string;
  /** The candidate's name as staff see it. */
  name: string;
}

/** Runs the steps (see the module's comment) as Playwright steps of the calling test. */
export async function hireAndPrint(
  state: LoopState,
  step: (title: string, body: () => Promise<void>) => Promise<void>,
) {
  const {
    staffPage: staff,
    seekerPage: seeker,
    companyId,
    vacancyId,
    applicationId,
    title,
    name,
  } = state;

  await step('staff send a work interview for the vacancy', async () => {
    await staff.goto(`/empresa/${companyId}/evaluaciones?vacante=${vacancyId}`);
    await expect(
      staff.getByRole('heading', { name: 'Esta vacante aún no tiene evaluación' }),
    ).toBeVisible();
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

  await step('the seeker answers it', async () => {
    await seeker.goto('/mis-postulaciones');
    await seeker.getByRole('link', { name: `Responder evaluación · ${title}` }).click();
    await expect(
      seeker.getByRole('heading', { level: 1, name: 'Evaluación de la vacante' }),
    ).toBeVisible();
    for (const text of await seeker.getByRole('textbox').all())
      await text.fill(
        'Surto por ubicación, reviso cantidades contra el pedido y reporto faltantes antes de cargar la unidad.',
      );
    for (const group of await seeker.getByRole('radiogroup').all())
      await group.getByRole('radio').first().click();
    await seeker.getByRole('button', { name: 'Enviar respuestas' }).click();
    await expect(seeker).toHaveURL(/\/resultados-evaluacion\/\d+\?entrevista=\d+$/);
  });

  await step('staff see her score', async () => {
    await staff.reload();
    const row = staff.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(/\d+ \/ 100/);
  });

  await step('staff hire her and invite her to the workforce', async () => {
    await staff.goto(`/empresa/${companyId}/postulaciones?vacante=${vacancyId}`);
    const board = staff.getByRole('region', { name: `Tablero de postulaciones de «${title}»` });
    const saved = staff.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' &&
        r.url().endsWith(`/api/v1/job-applications/${applicationId}`),
      { timeout: 30_000 },
    );
    await board.getByRole('button', { name: `Mover a ${name} a…` }).click();
    await staff.getByRole('menuitem', { name: 'Seleccionada' }).click();
    expect((await saved).status()).toBe(200);
    await board.getByRole('button', { name: `Ver perfil de ${name}` }).click();
    const panel = staff.getByRole('dialog', { name: `Perfil de ${name}` });
    await panel.getByRole('button', { name: 'Incorporar a la plantilla' }).click();
    const sheet = staff.getByRole('dialog', { name: `Incorporar a ${name} a la plantilla` });
    await sheet.getByRole('combobox', { name: /Departamento/ }).click();
    await staff.getByRole('option', { name: 'Operaciones' }).click();
    await sheet.getByRole('textbox', { name: /Puesto/ }).fill('Auxiliar de embarques');
    await expectNoAxeViolations(staff);
    await sheet.getByRole('button', { name: 'Enviar invitación' }).click();
    // The panel is a modal dialog, so the toast region is outside the accessibility tree until it
    // closes; the panel's own status line says it.
    await expect(
      panel.getByText('Invitación a la plantilla enviada: esperando su respuesta.'),
    ).toBeVisible();
    await staff.keyboard.press('Escape');
  });

  await step('she accepts the invitation', async () => {
    await seeker.goto('/mis-postulaciones');
    await seeker.getByRole('link', { name: 'Tienes una invitación a la plantilla' }).click();
    await expect(
      seeker.getByRole('heading', { name: 'Transportes del Bajío te invita a su plantilla' }),
    ).toBeVisible();
    await expect(seeker.getByText('Auxiliar de embarques · Operaciones')).toBeVisible();
    await expectNoAxeViolations(seeker);
    await seeker
      .getByRole('button', { name: 'Aceptar la invitación de Transportes del Bajío' })
      .click();
    await expect(toast(seeker, 'Ya formas parte de Transportes del Bajío.')).toBeVisible();
  });

  let folio = '';
  await step('she requests a labour letter', async () => {
    await seeker.getByRole('link', { name: 'Solicitar una carta laboral' }).click();
    await expect(seeker).toHaveURL(/\/cartas-laborales$/);
    await seeker.getByRole('button', { name: 'Solicitar una carta' }).click();
    const sheet = seeker.getByRole('dialog', { name: 'Solicitar una carta laboral' });
    await expect(sheet.getByRole('combobox', { name: /Empresa/ })).toHaveText(
      /Transportes del Bajío/,
    );
    await sheet.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(toast(seeker, 'Solicitud enviada. La empresa la revisará.')).toBeVisible();
    folio = (
      (await seeker
        .getByText(/^Folio CL-/)
        .first()
        .textContent()) ?? ''
    ).replace('Folio ', '');
    expect(folio).toMatch(/^CL-\d{4}-\d{6}$/);
  });

  await step('staff issue it', async () => {
    await staff.goto(`/empresa/${companyId}/cartas-laborales`);
    await expect(staff.getByRole('heading', { level: 1, name: 'Cartas laborales' })).toBeVisible();
    const row = staff.getByRole('row').filter({ hasText: folio });
    await expect(row).toContainText(name);
    await row.getByRole('button', { name: `Emitir carta ${folio}` }).click();
    const sheet = staff.getByRole('dialog', { name: `Carta ${folio}` });
    await expect(sheet.getByLabel('Texto de la carta')).toHaveValue(/Auxiliar de embarques/);
    await sheet.getByRole('button', { name: 'Emitir carta' }).click();
    await expect(row).toContainText('Emitida');
  });

  await step('she opens the letter and prints it', async () => {
    await seeker.goto('/cartas-laborales');
    await seeker.getByText(`Folio ${folio}`).locator('..').getByRole('link').click();
    await expect(seeker).toHaveURL(/\/cartas-laborales\/ver-carta-laboral\/\d+$/);
    await expect(seeker.getByText(/CONSTANCIA LABORAL/)).toBeVisible();
    await expectNoAxeViolations(seeker);
    await seeker.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await seeker.getByRole('button', { name: 'Imprimir o guardar en PDF' }).click();
    expect(await seeker.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });
}
