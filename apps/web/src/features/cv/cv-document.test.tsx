import type { components } from '@jornada/api-client';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../app.css';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { aUser } from '../../test/fixtures.ts';
import { CvDocument } from './cv-document.tsx';

type Profile = components['schemas']['Profile'];

function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 1,
    surname: 'Pérez',
    lastname: 'López',
    address: null,
    desired_position: 'Operador de montacargas',
    description: 'Cinco años en almacenes de autopartes.',
    job_title: null,
    state_id: null,
    municipality_id: null,
    languages: [],
    travel_availability: false,
    relocate_availability: false,
    driver_license: 'A',
    min_salary: 1_200_000,
    max_salary: 0,
    currency: 'MXN',
    backgrounds: [
      {
        company: 'Autopartes del Bajío',
        position: 'Almacenista',
        start_date: '2020-03-01',
        end_date: '2023-01-01',
      },
    ],
    educations: [{ degree: 'licenciatura', institution: 'Universidad de Guanajuato' }],
    cv_type: 'clasica',
    soft_skills: [],
    courses: [],
    completed_percentage: 90,
    updated_at: '2026-11-01T12:00:00Z',
    ...overrides,
  } as Profile;
}

describe('given the CV (/mi-cv)', () => {
  it('when the profile holds catalogue codes → the CV shows their names, not the codes', async () => {
    await render(
      <main>
        <h1>Mi CV</h1>
        <CvDocument user={aUser()} profile={aProfile()} template="clasica" />
      </main>,
    );
    await expect.element(page.getByText('Licenciatura', { exact: true })).toBeVisible();
    expect(page.getByText('licenciatura', { exact: true }).elements()).toHaveLength(0);
    await expect.element(page.getByText('Licencia de manejo: Federal tipo A')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the salary has no upper bound → "desde $12,000", never "– $0"', async () => {
    await render(<CvDocument user={aUser()} profile={aProfile()} template="moderna" />);
    await expect.element(page.getByText('Sueldo deseado: desde $12,000')).toBeVisible();
    expect(document.body.textContent).not.toContain('$0');
  });

  it('when a job started on the first of a month → that month is printed', async () => {
    await render(<CvDocument user={aUser()} profile={aProfile()} template="compacta" />);
    await expect.element(page.getByText(/mar 2020 – ene 2023/)).toBeVisible();
  });
});
