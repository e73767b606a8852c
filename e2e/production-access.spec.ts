import { expect, test, type APIRequestContext } from '@playwright/test';
import { productionOrigin } from './production/server.ts';
import { demoPassword } from './sign-in.ts';

/**
 * Checks against the server started with production settings
 * (e2e/production/start-server.ts): an employee and a driver of Transportes del Bajío are
 * members of a department, not company staff, so they get none of the company's candidates,
 * coworkers' labour letters or settings; its staff get all of them.
 */
test.use({ baseURL: productionOrigin });

async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/oauth/token', {
    data: {
      grant_type: 'password',
      client_id: 'jornada-web',
      username: email,
      password: demoPassword,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { authorization: `Bearer ${(await response.json()).access_token as string}` };
}

test('an employee and a driver are refused what only company staff may see or change', async ({
  request,
}) => {
  const staff = await bearer(request, 'empresa@jornada.test');
  const me = await (await request.get('/api/v1/user', { headers: staff })).json();
  const companyId = me.data.companies[0].id as number;

  const vacancies = await request.get(`/api/v1/companies/${companyId}/vacancies`, {
    headers: staff,
  });
  expect(vacancies.status()).toBe(200);
  const vacancyId = (await vacancies.json()).data[0].id as number;

  // What staff see: the applications (candidates' data) and the labour letters with salaries.
  const staffReads = {
    applications: `/api/v1/vacancies/${vacancyId}/applications`,
    letters: `/api/v1/companies/${companyId}/job-letters`,
  };
  for (const url of Object.values(staffReads)) {
    expect((await request.get(url, { headers: staff })).status(), url).toBe(200);
  }

  const company = await (
    await request.get(`/api/v1/companies/${companyId}`, { headers: staff })
  ).json();

  for (const email of ['empleado@jornada.test', 'chofer@jornada.test']) {
    const worker = await bearer(request, email);
    const workerMe = await (await request.get('/api/v1/user', { headers: worker })).json();
    // They do belong to the company, through a department.
    expect(workerMe.data.departments.map((d: { company_id: number }) => d.company_id)).toContain(
      companyId,
    );

    for (const url of Object.values(staffReads)) {
      const response = await request.get(url, { headers: worker });
      expect([403, 404], `${email} GET ${url}`).toContain(response.status());
      expect(await response.text()).not.toContain('salary');
    }

    const edit = await request.put(`/api/v1/companies/${companyId}`, {
      headers: worker,
      data: { name: 'Tomada por un empleado' },
    });
    expect([403, 404], `${email} PUT company`).toContain(edit.status());
  }

  const after = await (
    await request.get(`/api/v1/companies/${companyId}`, { headers: staff })
  ).json();
  expect(after.data.name).toBe(company.data.name);
});
