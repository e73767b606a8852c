import type { components } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

type Invitation = components['schemas']['CompanyInvitation'];

const seeker = aUser({ id: 41, name: 'Rosa', surname: 'Ibarra' });
const list = 'GET /api/v1/users/41/company-invitations';
const respond = 'PUT /api/v1/company-invitations/7';

function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 7,
    status: 'pendiente',
    job_application_id: 3301,
    vacancy: {
      id: 101,
      title: 'Operadora de montacargas',
      company: {
        id: 3,
        name: 'Transportes del Bajío',
        slug: 'transportes-del-bajio',
        verified: true,
        logo_url: null,
      },
    },
    employee: {
      id: 77,
      employee_number: 'E-0077',
      position: 'Operadora de montacargas',
      department: { id: 12, name: 'Almacén' },
      hired_at: '2026-12-01',
    },
    created_at: '2026-11-28T18:00:00Z',
    responded_at: null,
    ...overrides,
  };
}

describe('given «Invitaciones a empresas» (/invitaciones) of a hired candidate', () => {
  it('when they accept → PUT aceptada, the session learns the department, a toast, and the card offers a labour letter; no axe violations', async () => {
    const employee = aUser({
      ...seeker,
      roles: ['job_seeker', 'employee'],
      departments: [{ id: 12, name: 'Almacén', company_id: 3 }],
    });
    const api = fakeApi({
      [list]: { data: [anInvitation()] },
      [respond]: { data: anInvitation({ status: 'aceptada' }) },
      'GET /api/v1/user': { data: employee },
    });
    const { context } = await renderRoute('/invitaciones', { user: seeker, api });
    await expect
      .element(
        page.getByRole('heading', { name: 'Transportes del Bajío te invita a su plantilla' }),
      )
      .toBeVisible();
    await expect.element(page.getByText('Operadora de montacargas · Almacén')).toBeVisible();
    await expectNoAxeViolations();
    api.on({ [list]: { data: [anInvitation({ status: 'aceptada' })] } });
    await page
      .getByRole('button', { name: 'Aceptar la invitación de Transportes del Bajío' })
      .click();
    await expect.element(page.getByText('Ya formas parte de Transportes del Bajío.')).toBeVisible();
    expect(api.calls.find((c) => c.key === respond)?.body).toEqual({ status: 'aceptada' });
    expect(context.session.getSnapshot().user?.departments).toEqual([
      { id: 12, name: 'Almacén', company_id: 3 },
    ]);
    await expect
      .element(page.getByRole('link', { name: 'Solicitar una carta laboral' }))
      .toHaveAttribute('href', '/cartas-laborales');
    await expect
      .element(page.getByRole('button', { name: /Aceptar la invitación/ }))
      .not.toBeInTheDocument();
  });

  it('when they decline → PUT rechazada and a toast; when the server refuses → its message', async () => {
    const api = fakeApi({
      [list]: { data: [anInvitation()] },
      [respond]: json({ message: 'Esta invitación ya fue respondida.', code: 'conflict' }, 409),
    });
    await renderRoute('/invitaciones', { user: seeker, api });
    await page
      .getByRole('button', { name: 'Rechazar la invitación de Transportes del Bajío' })
      .click();
    await expect.element(page.getByText('Esta invitación ya fue respondida.')).toBeVisible();
    api.on({ [respond]: { data: anInvitation({ status: 'rechazada' }) } });
    await page
      .getByRole('button', { name: 'Rechazar la invitación de Transportes del Bajío' })
      .click();
    await expect
      .element(page.getByText('Rechazaste la invitación. Le avisamos a la empresa.'))
      .toBeVisible();
    expect(api.calls.filter((c) => c.key === respond).map((c) => c.body)).toEqual([
      { status: 'rechazada' },
      { status: 'rechazada' },
    ]);
  });

  it('when an invitation arrives over the socket → it shows without reloading', async () => {
    const api = fakeApi({ [list]: { data: [] } });
    const { push } = await renderRoute('/invitaciones', { user: seeker, api });
    await expect
      .element(page.getByRole('heading', { name: 'No tienes invitaciones' }))
      .toBeVisible();
    api.on({ [list]: { data: [anInvitation()] } });
    await push('notification.created', {
      id: 90,
      type: 'postulacion',
      title: 'Transportes del Bajío te invita a su plantilla',
      body: '',
      url: '/invitaciones',
      data: { company_invitation_id: 7, job_application_id: 3301 },
      read_at: null,
      created_at: '2026-11-28T18:00:00Z',
    });
    await expect
      .element(
        page.getByRole('heading', { name: 'Transportes del Bajío te invita a su plantilla' }),
      )
      .toBeVisible();
  });

  it('when there is none → says so', async () => {
    await renderRoute('/invitaciones', { user: seeker, api: fakeApi({ [list]: { data: [] } }) });
    await expect
      .element(page.getByRole('heading', { name: 'No tienes invitaciones' }))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the list cannot be loaded → says so, and «Reintentar» loads it again', async () => {
    let calls = 0;
    const api = fakeApi({
      [list]: () =>
        ++calls === 1 ? json({ message: 'Error interno.' }, 503) : { data: [anInvitation()] },
    });
    await renderRoute('/invitaciones', { user: seeker, api });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('No pudimos cargar tus invitaciones.');
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect
      .element(page.getByRole('heading', { name: /Transportes del Bajío/ }))
      .toBeVisible();
  });
});
