import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute } from '../test/render-route.tsx';

const shell = { 'GET /api/v1/notifications': { data: [] }, 'GET /api/v1/bookmarks': aPage([]) };

const aLetter = (overrides: Record<string, unknown> = {}) => ({
  id: 64,
  folio: 'CL-2026-000064',
  user: { id: 12, name: 'José Luis Ramírez' },
  company: {
    id: 3,
    name: 'Transportes del Bajío',
    slug: 'transportes-del-bajio',
    verified: true,
    logo_url: null,
  },
  type: 'constancia_laboral',
  status: 'emitida',
  position: 'operador',
  start_date: '2019-08-15',
  end_date: null,
  monthly_salary: null,
  currency: 'MXN',
  body: 'CONSTANCIA LABORAL\n\nA quien corresponda:\n\nTransportes del Bajío hace constar que José Luis Ramírez labora en esta empresa.',
  pdf_url: null,
  signed_document_id: null,
  issued_at: '2026-03-01T16:00:00Z',
  created_at: '2026-02-28T16:00:00Z',
  updated_at: '2026-03-01T16:00:00Z',
  ...overrides,
});

const signed = {
  id: 31,
  document_id: 810,
  signature_id: 19,
  signer: { id: 5, name: 'Rosa Elena Martínez Soto' },
  sha256: 'a'.repeat(64),
  content_sha256: 'b'.repeat(64),
  verification_code: '7QX2-M9KD-4TRE',
  job_letter_id: 64,
  pdf_url: 'http://localhost:3000/api/v1/files/abc.pdf?expires=1&signature=x',
  signed_at: '2026-03-05T15:12:00Z',
};

describe('given a labour letter page', () => {
  it('when the holder opens a signed letter → who signed, the code, the signed PDF download and the link to verify it', async () => {
    const api = fakeApi({
      ...shell,
      'GET /api/v1/job-letters/64': {
        data: aLetter({ status: 'firmada', signed_document_id: 31 }),
      },
      'GET /api/v1/signed-document/31': { data: signed },
    });
    await renderRoute('/cartas-laborales/ver-carta-laboral/64', { api, user: aUser({ id: 12 }) });
    const panel = page.getByRole('region', { name: 'Documento firmado electrónicamente' });
    await expect
      .element(panel.getByText(/Firmó Rosa Elena Martínez Soto el 5 de marzo de 2026/))
      .toBeVisible();
    await expect.element(panel.getByText('7QX2-M9KD-4TRE')).toBeVisible();
    await expect
      .element(panel.getByRole('link', { name: 'Descargar PDF firmado' }))
      .toHaveAttribute('href', signed.pdf_url);
    await expect
      .element(panel.getByRole('link', { name: 'Verificar autenticidad' }))
      .toHaveAttribute('href', '/verificar-documento/7QX2-M9KD-4TRE');
    await expect
      .element(page.getByRole('button', { name: 'Firmar y sellar' }))
      .not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('when the company’s staff sign an issued letter → POST signDocument with their saved signature, then the signed panel', async () => {
    let letter = aLetter();
    const api = fakeApi({
      ...shell,
      'GET /api/v1/job-letters/64': () => json({ data: letter }),
      'GET /api/v1/digital-signature': {
        data: {
          id: 19,
          user_id: 5,
          image_url: 'data:image/png;base64,iVBORw0KGgo=',
          created_at: '2026-03-05T15:00:00Z',
        },
      },
      'POST /api/v1/signed-document': () => {
        letter = aLetter({ status: 'firmada', signed_document_id: 31 });
        return json({ data: signed }, 201);
      },
      'GET /api/v1/signed-document/31': { data: signed },
    });
    await renderRoute('/cartas-laborales/ver-carta-laboral/64', { api, user: aUser({ id: 5 }) });
    await userEvent.click(page.getByRole('button', { name: 'Firmar y sellar' }));
    await expect
      .element(page.getByRole('region', { name: 'Documento firmado electrónicamente' }))
      .toBeVisible();
    expect(api.calls.find((c) => c.key === 'POST /api/v1/signed-document')?.body).toEqual({
      job_letter_id: 64,
      signature_id: 19,
    });
  });

  it('when staff without a saved signature open an issued letter → they are sent to Ajustes to save one', async () => {
    const api = fakeApi({
      ...shell,
      'GET /api/v1/job-letters/64': { data: aLetter() },
      'GET /api/v1/digital-signature': { data: null },
    });
    await renderRoute('/cartas-laborales/ver-carta-laboral/64', { api, user: aUser({ id: 5 }) });
    await expect
      .element(page.getByText('Para firmar, guarda primero tu firma en Ajustes.'))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Ir a Ajustes' }))
      .toHaveAttribute('href', '/ajustes');
  });
});
