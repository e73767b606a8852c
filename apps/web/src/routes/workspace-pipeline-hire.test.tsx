import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aDepartment, aVacancySummary, page as aPage, staffUser } from '../test/fixtures.ts';
import { anApplication, aProfile, companyApplications } from '../test/pipeline-fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const applications = 'GET /api/v1/companies/3/job-applications';
const invite = 'POST /api/v1/job-applications/3303/company-invitation';
const withdrawal = 'DELETE /api/v1/job-applications/3303/company-invitation';
const rosa = anApplication({
  id: 3303,
  candidate: { id: 14, name: 'Rosa Martínez' },
  status: 'seleccionada',
});

function hireApi(application = rosa) {
  return fakeApi({
    'GET /api/v1/companies/3/vacancies': aPage([aVacancySummary()]),
    [applications]: companyApplications([application]),
    'GET /api/v1/users/14/profile': { data: aProfile() },
    'GET /api/v1/companies/3/departments': aPage([
      aDepartment({ id: 12, name: 'Almacén' }),
      aDepartment({ id: 13, name: 'Tráfico' }),
    ]),
  });
}

async function openPanel() {
  await page.viewport(1400, 900);
  await page.getByRole('button', { name: 'Ver perfil de Rosa Martínez' }).click();
  return page.getByRole('dialog', { name: 'Perfil de Rosa Martínez' });
}

describe('given a hired candidate on the pipeline (/empresa/3/postulaciones)', () => {
  it('when staff incorporate her → the sheet sends department, position and date, a toast, and the panel says the invitation waits; no axe violations', async () => {
    const api = hireApi();
    api.on({
      [invite]: json({ data: { id: 7 } }, 201),
    });
    await renderRoute('/empresa/3/postulaciones?vacante=101', { user: staffUser, api });
    const panel = await openPanel();
    await panel.getByRole('button', { name: 'Incorporar a la plantilla' }).click();
    const sheet = page.getByRole('dialog', {
      name: 'Incorporar a Rosa Martínez a la plantilla',
    });
    await expect
      .element(sheet.getByRole('textbox', { name: /Puesto/ }))
      .toHaveValue('Operador de tractocamión full');
    await sheet.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect
      .element(sheet.getByText('Elige el departamento al que se incorpora.'))
      .toBeVisible();
    await userEvent.click(sheet.getByRole('combobox', { name: /Departamento/ }));
    await userEvent.click(page.getByRole('option', { name: 'Tráfico' }));
    await sheet.getByRole('textbox', { name: /Puesto/ }).fill('Operadora de montacargas');
    await expectNoAxeViolations();
    api.on({
      [applications]: companyApplications([{ ...rosa, company_invitation_status: 'pendiente' }]),
    });
    await sheet.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect.element(page.getByText('Invitación enviada a Rosa Martínez.')).toBeVisible();
    const body = api.calls.find((c) => c.key === invite)?.body as Record<string, unknown>;
    expect(body).toMatchObject({ department_id: 13, position: 'Operadora de montacargas' });
    expect(body.hired_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect
      .element(panel.getByText('Invitación a la plantilla enviada: esperando su respuesta.'))
      .toBeVisible();
    await expect
      .element(panel.getByRole('button', { name: 'Incorporar a la plantilla' }))
      .not.toBeInTheDocument();
  });

  it('when the server refuses (already a member) → its message, the sheet stays open', async () => {
    const api = hireApi();
    api.on({
      [invite]: json(
        { message: 'Esta persona ya forma parte de la empresa.', code: 'conflict' },
        409,
      ),
    });
    await renderRoute('/empresa/3/postulaciones?vacante=101', { user: staffUser, api });
    const panel = await openPanel();
    await panel.getByRole('button', { name: 'Incorporar a la plantilla' }).click();
    const sheet = page.getByRole('dialog', {
      name: 'Incorporar a Rosa Martínez a la plantilla',
    });
    await userEvent.click(sheet.getByRole('combobox', { name: /Departamento/ }));
    await userEvent.click(page.getByRole('option', { name: 'Almacén' }));
    await sheet.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect
      .element(page.getByText('Esta persona ya forma parte de la empresa.').first())
      .toBeVisible();
    await expect.element(sheet).toBeVisible();
  });

  it('when she already accepted → says so, no action', async () => {
    await renderRoute('/empresa/3/postulaciones?vacante=101', {
      user: staffUser,
      api: hireApi({ ...rosa, company_invitation_status: 'aceptada' }),
    });
    const panel = await openPanel();
    await expect.element(panel.getByText('Ya forma parte de la plantilla.')).toBeVisible();
    await expect
      .element(panel.getByRole('button', { name: 'Incorporar a la plantilla' }))
      .not.toBeInTheDocument();
  });

  it('when she was not hired → no action', async () => {
    await renderRoute('/empresa/3/postulaciones?vacante=101', {
      user: staffUser,
      api: hireApi({ ...rosa, status: 'entrevista' }),
    });
    const panel = await openPanel();
    await expect.element(panel.getByText('Carta de presentación')).toBeVisible();
    await expect
      .element(panel.getByRole('button', { name: 'Incorporar a la plantilla' }))
      .not.toBeInTheDocument();
  });
});

describe('given an invitation to the workforce waiting for her answer', () => {
  it('when staff withdraw it and confirm → the DELETE is sent, a toast, and the panel offers «Incorporar a la plantilla» again; no axe violations in the confirmation', async () => {
    const api = hireApi({ ...rosa, company_invitation_status: 'pendiente' });
    api.on({ [withdrawal]: new Response(null, { status: 204 }) });
    await renderRoute('/empresa/3/postulaciones?vacante=101', { user: staffUser, api });
    const panel = await openPanel();
    await expect
      .element(panel.getByText('Invitación a la plantilla enviada: esperando su respuesta.'))
      .toBeVisible();
    await panel.getByRole('button', { name: 'Retirar invitación' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: '¿Retirar la invitación a Rosa Martínez?',
    });
    await expect.element(confirm).toBeVisible();
    await expectNoAxeViolations();
    api.on({ [applications]: companyApplications([rosa]) });
    await confirm.getByRole('button', { name: 'Retirar invitación' }).click();
    await expect.element(page.getByText('Invitación a Rosa Martínez retirada.')).toBeVisible();
    expect(api.calls.filter((c) => c.key === withdrawal)).toHaveLength(1);
    await expect
      .element(panel.getByRole('button', { name: 'Incorporar a la plantilla' }))
      .toBeVisible();
  });

  it('when the server refuses (she already answered) → its message, and the confirmation stays open', async () => {
    const api = hireApi({ ...rosa, company_invitation_status: 'pendiente' });
    api.on({
      [withdrawal]: json({ message: 'Esta invitación ya fue respondida.', code: 'conflict' }, 409),
    });
    await renderRoute('/empresa/3/postulaciones?vacante=101', { user: staffUser, api });
    const panel = await openPanel();
    await panel.getByRole('button', { name: 'Retirar invitación' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: '¿Retirar la invitación a Rosa Martínez?',
    });
    await confirm.getByRole('button', { name: 'Retirar invitación' }).click();
    await expect
      .element(page.getByText('Esta invitación ya fue respondida.').first())
      .toBeVisible();
    await expect.element(confirm).toBeVisible();
  });
});
