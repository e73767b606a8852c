import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { demoPassword, signIn } from './sign-in.ts';

/** Signs in through the password grant and returns the bearer header. */
async function bearer(request: APIRequestContext, username: string) {
  const response = await request.post('/oauth/token', {
    data: { grant_type: 'password', client_id: 'jornada-web', username, password: demoPassword },
  });
  expect(response.status()).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/**
 * The candidate applies to a published vacancy of the company's and returns
 * the application id, so that the company can move it.
 */
async function applicationToCompany(
  request: APIRequestContext,
  candidate: Record<string, string>,
  company: Record<string, string>,
): Promise<number> {
  const me = (await (await request.get('/api/v1/user', { headers: company })).json()) as {
    data: { departments?: { company_id: number }[]; companies?: { id: number }[] };
  };
  const companyId = me.data.departments?.[0]?.company_id ?? me.data.companies?.[0]?.id;
  const listed = await request.get(`/api/v1/companies/${companyId}/vacancies?per_page=50`, {
    headers: company,
  });
  expect(listed.status()).toBe(200);
  const { data } = (await listed.json()) as { data: { id: number; status: string }[] };
  for (const vacancy of data.filter((v) => v.status === 'publicada')) {
    const applied = await request.post('/api/v1/job-applications', {
      headers: candidate,
      data: { vacancy_id: vacancy.id, cover_letter: 'Me interesa.', expected_salary: 1_200_000 },
    });
    if (applied.status() === 201 || applied.status() === 200)
      return ((await applied.json()) as { data: { id: number } }).data.id;
  }
  throw new Error('No published vacancy of the company accepted a new application.');
}

/** The company moves the application; the API notifies the candidate (stored and pushed). */
async function move(
  request: APIRequestContext,
  company: Record<string, string>,
  applicationId: number,
  status: string,
) {
  const response = await request.put(`/api/v1/job-applications/${applicationId}`, {
    headers: company,
    data: { status },
  });
  expect(response.status()).toBe(200);
}

test('the bell shows the unread count, marks one read, and counts a real-time notification', async ({
  page,
  request,
}) => {
  const candidate = await bearer(request, 'candidato@jornada.test');
  const company = await bearer(request, 'empresa@jornada.test');
  const applicationId = await applicationToCompany(request, candidate, company);
  await move(request, company, applicationId, 'en_proceso');
  await move(request, company, applicationId, 'entrevista');
  const count = await request.get('/notifications-api/v1/notifications/count', {
    headers: candidate,
  });
  const { unread } = ((await count.json()) as { data: { unread: number } }).data;
  expect(unread).toBeGreaterThanOrEqual(2);

  await signIn(page);

  const bell = page.getByRole('button', { name: `Notificaciones, ${unread} sin leer` });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('dialog');
  await expect(list.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
  await expect(list.getByText(/cambió a: Entrevista$/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await list.getByRole('button', { name: 'Marcar como leída' }).first().click();
  await expect(
    page.getByRole('button', { name: `Notificaciones, ${unread - 1} sin leer` }),
  ).toBeVisible();

  await move(request, company, applicationId, 'seleccionada');
  await expect(
    page.getByRole('button', { name: `Notificaciones, ${unread} sin leer` }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/inicio$/);
});
