import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser, page as aPage } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const shell = { 'GET /api/v1/notifications': { data: [] }, 'GET /api/v1/bookmarks': aPage([]) };

const aSignedDocument = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
});

describe('given the «Firma digital» section of /ajustes', () => {
  it('when the person types their name as a signature and saves → POST createDigitalSignature with a PNG, the saved signature shows', async () => {
    const api = fakeApi({
      ...shell,
      'GET /api/v1/digital-signature': { data: null },
      'POST /api/v1/digital-signature': (request: FakeRequest) =>
        json(
          {
            data: {
              id: 19,
              user_id: 12,
              image_url: (request.body as { signature: string }).signature,
              created_at: '2026-03-05T15:00:00Z',
            },
          },
          201,
        ),
    });
    await renderRoute('/ajustes', { api, user: aUser({ id: 12 }) });
    const section = page.getByRole('region', { name: 'Firma digital' });
    await expect.element(section.getByText('Aún no guardas una firma.')).toBeVisible();
    await section.getByRole('tab', { name: 'Escribir' }).click();
    await section.getByLabelText('Escribe tu nombre como firma').fill('Rosa Elena Martínez');
    await userEvent.click(section.getByRole('button', { name: 'Guardar firma' }));
    await expect.element(section.getByRole('img', { name: 'Tu firma guardada' })).toBeVisible();
    await expect.element(section.getByText(/Guardada el 5 de marzo de 2026/)).toBeVisible();
    const body = api.calls.find((c) => c.key === 'POST /api/v1/digital-signature')?.body;
    expect(body).toEqual({
      signature: expect.stringMatching(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/),
    });
    await expectNoAxeViolations();
  });

  it('when saving without a signature → the Spanish message on the pad and nothing sent; a server refusal shows on the pad too', async () => {
    const api = fakeApi({
      ...shell,
      'GET /api/v1/digital-signature': { data: null },
      'POST /api/v1/digital-signature': json(
        {
          message: 'Revisa los datos de la firma.',
          errors: { signature: ['La firma no es una imagen PNG o SVG válida.'] },
        },
        422,
      ),
    });
    await renderRoute('/ajustes', { api, user: aUser({ id: 12 }) });
    const section = page.getByRole('region', { name: 'Firma digital' });
    await userEvent.click(section.getByRole('button', { name: 'Guardar firma' }));
    await expect.element(section.getByText('Dibuja o escribe tu firma.')).toBeVisible();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await section.getByRole('tab', { name: 'Escribir' }).click();
    await section.getByLabelText('Escribe tu nombre como firma').fill('Rosa');
    await userEvent.click(section.getByRole('button', { name: 'Guardar firma' }));
    await expect
      .element(section.getByText('La firma no es una imagen PNG o SVG válida.'))
      .toBeVisible();
    await expect
      .element(section.getByLabelText('Escribe tu nombre como firma'))
      .toHaveValue('Rosa');
  });

  it('when a signature is saved already → it shows and the button offers to replace it', async () => {
    const api = fakeApi({
      ...shell,
      'GET /api/v1/digital-signature': {
        data: { id: 19, user_id: 12, image_url: png, created_at: '2026-03-05T15:00:00Z' },
      },
    });
    await renderRoute('/ajustes', { api, user: aUser({ id: 12 }) });
    const section = page.getByRole('region', { name: 'Firma digital' });
    await expect.element(section.getByRole('img', { name: 'Tu firma guardada' })).toBeVisible();
    await expect
      .element(section.getByRole('button', { name: 'Guardar nueva firma' }))
      .toBeVisible();
  });
});

describe('given the public verification page', () => {
  it('when a visitor opens the QR link with a code → it is checked at once and reported authentic, without signing in', async () => {
    const api = fakeApi({
      'POST /api/v1/verify-signed-document': {
        data: { valid: true, status: 'autentico', signed_document: aSignedDocument() },
      },
    });
    await renderRoute('/verificar-documento/7QX2-M9KD-4TRE', { api, user: null });
    await expect
      .element(page.getByRole('heading', { name: 'Verificar un documento firmado' }))
      .toBeVisible();
    const result = page.getByRole('status');
    await expect.element(result.getByText('Documento auténtico')).toBeVisible();
    await expect.element(result.getByText('Rosa Elena Martínez Soto')).toBeVisible();
    await expect
      .element(page.getByRole('textbox', { name: /Código de verificación/ }))
      .toHaveValue('7QX2-M9KD-4TRE');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      verification_code: '7QX2-M9KD-4TRE',
    });
    await expectNoAxeViolations();
  });

  it('when the document was sealed with a key the server no longer holds → «Sello no reconocido», not authentic, and no original offered; no axe violations', async () => {
    const api = fakeApi({
      'POST /api/v1/verify-signed-document': {
        data: { valid: false, status: 'sello_desconocido', signed_document: aSignedDocument() },
      },
    });
    await renderRoute('/verificar-documento/7QX2-M9KD-4TRE', { api, user: null });
    const result = page.getByRole('status');
    await expect.element(result.getByText('Sello no reconocido')).toBeVisible();
    await expect
      .element(result.getByText(/su sello se hizo con una clave que ya no podemos comprobar/))
      .toBeVisible();
    await expect.element(result.getByText('Documento auténtico')).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: 'Descargar el original firmado' }))
      .not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('when a visitor uploads a modified PDF → the page sends the file and says «Documento alterado»', async () => {
    const api = fakeApi({
      'POST /api/v1/verify-signed-document': {
        data: { valid: false, status: 'alterado', signed_document: aSignedDocument() },
      },
    });
    await renderRoute('/verificar-documento', { api, user: null });
    const file = new File(['%PDF-1.3 cambiado'], 'carta.pdf', { type: 'application/pdf' });
    await userEvent.upload(page.getByRole('button', { name: 'Archivo PDF (obligatorio)' }), file);
    await userEvent.click(
      page
        .getByRole('region', { name: 'Con el archivo PDF' })
        .getByRole('button', { name: 'Verificar' }),
    );
    await expect.element(page.getByRole('status').getByText('Documento alterado')).toBeVisible();
    const body = api.calls.find((c) => c.method === 'POST')?.body as { pdf: string };
    expect(atob(body.pdf.replace('data:application/pdf;base64,', ''))).toBe('%PDF-1.3 cambiado');
    await expectNoAxeViolations();
  });

  it('when a visitor types a malformed code → a Spanish message on the field and nothing sent; an unknown code is reported as not found', async () => {
    const api = fakeApi({
      'POST /api/v1/verify-signed-document': {
        data: { valid: false, status: 'desconocido', signed_document: null },
      },
    });
    await renderRoute('/verificar-documento', { api, user: null });
    const byCode = page.getByRole('region', { name: 'Con el código de verificación' });
    await byCode.getByRole('textbox', { name: /Código de verificación/ }).fill('123');
    await userEvent.click(byCode.getByRole('button', { name: 'Verificar' }));
    await expect
      .element(byCode.getByRole('textbox', { name: /Código de verificación/ }))
      .toHaveAccessibleDescription(/tres grupos de 4 letras o números/);
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await byCode.getByRole('textbox', { name: /Código de verificación/ }).fill('aaaa-bbbb-cccc');
    await userEvent.click(byCode.getByRole('button', { name: 'Verificar' }));
    await expect
      .element(page.getByRole('status').getByText('No encontramos el documento'))
      .toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      verification_code: 'AAAA-BBBB-CCCC',
    });
  });
});
