import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe.ts';
import { anEmployee, aUnit, page as aPage, staffUser } from '../test/fixtures.ts';
import { aRevisionOrder } from '../test/fleet-fixtures.ts';
import { fakeApi, json, renderRoute, type FakeRequest } from '../test/render-route.tsx';

const list = 'GET /api/v1/companies/3/revision-orders';
const order88 = 'GET /api/v1/revision-orders/88';
const put88 = 'PUT /api/v1/revision-orders/88';
const pixel =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const fleet = {
  'GET /api/v1/companies/3/units': aPage([
    aUnit(),
    aUnit({ id: 31, economic_number: 'T-031', plate: '12-BC-7D' }),
  ]),
  'GET /api/v1/companies/3/employees': aPage([
    anEmployee(),
    anEmployee({ id: 90, name: 'Luis', surname: 'Pérez', lastname: null, position: 'Mecánico' }),
  ]),
};
/** The server's answer to an update: the order with the body's fields (as the server stores them). */
const saved = (order: ReturnType<typeof aRevisionOrder>) => (request: FakeRequest) => {
  const { signature, ...body } = request.body as Record<string, unknown> & {
    signature?: { name: string };
  };
  return {
    data: {
      ...order,
      ...body,
      ...(signature ? { signed_by: signature.name, signed_at: '2026-03-05T16:00:00Z' } : {}),
    },
  };
};

describe('given the revision orders list (/empresa/3/ordenes-revision)', () => {
  it('when opened → a row per order with unit, inspector, status, inspection date and findings; the folio links to the order; no axe violations', async () => {
    await page.viewport(1280, 800);
    const api = fakeApi({
      ...fleet,
      [list]: aPage([
        aRevisionOrder(),
        aRevisionOrder({
          id: 89,
          folio: 'OR-2026-0089',
          unit: { id: 31, economic_number: 'T-031', plate: '12-BC-7D' },
          inspector: null,
          status: 'pendiente',
          next_statuses: ['en_revision'],
          inspected_at: null,
          checklist: [],
        }),
      ]),
    });
    await renderRoute('/empresa/3/ordenes-revision', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Órdenes de revisión' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'OR-2026-0088' }))
      .toHaveAttribute('href', '/empresa/3/ordenes-revision/88');
    const first = page.getByRole('row').filter({ hasText: 'OR-2026-0088' });
    for (const text of ['T-027 · 89-AK-3F', 'Rosa Elena Martínez Soto', 'En revisión'])
      await expect.element(first.getByText(text)).toBeVisible();
    await expect.element(first.getByTitle('1 hallazgo')).toHaveTextContent('1');
    const second = page.getByRole('row').filter({ hasText: 'OR-2026-0089' });
    for (const text of ['Sin inspector', 'Pendiente'])
      await expect.element(second.getByText(text)).toBeVisible();
    await expect.element(second.getByTitle('Sin hallazgos')).toHaveTextContent('0');
    await expect
      .element(
        page
          .getByRole('navigation', { name: 'Secciones de la empresa' })
          .getByRole('link', { name: 'Órdenes de revisión' }),
      )
      .toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations();
  });

  it('when status, unit and a sort are in the URL → they go to the request', async () => {
    const api = fakeApi({ ...fleet, [list]: aPage([aRevisionOrder()]) });
    await renderRoute(
      '/empresa/3/ordenes-revision?status=en_revision&unit_id=27&sort=-inspected_at',
      { user: staffUser, api },
    );
    await expect.element(page.getByRole('link', { name: 'OR-2026-0088' })).toBeVisible();
    expect(
      Object.fromEntries(api.calls.filter((c) => c.key === list).at(-1)!.url.searchParams),
    ).toMatchObject({ status: 'en_revision', unit_id: '27', sort: '-inspected_at' });
  });

  it('when staff creates one → POST with unit and inspector, a toast, and the new order opens', async () => {
    const created = aRevisionOrder({
      id: 90,
      folio: 'OR-2026-0090',
      status: 'pendiente',
      next_statuses: ['en_revision'],
      inspector: { id: 90, name: 'Luis Pérez' },
      checklist: [],
      inspected_at: null,
    });
    const api = fakeApi({
      ...fleet,
      [list]: aPage([]),
      'POST /api/v1/revision-orders': json({ data: created }, 201),
      'GET /api/v1/revision-orders/90': { data: created },
    });
    const { router } = await renderRoute('/empresa/3/ordenes-revision', { user: staffUser, api });
    await page.getByRole('button', { name: 'Nueva orden de revisión' }).first().click();
    const sheet = page.getByRole('dialog', { name: 'Nueva orden de revisión' });
    await userEvent.click(sheet.getByRole('combobox', { name: /Unidad/ }));
    await userEvent.click(page.getByRole('option', { name: 'T-027 · 89-AK-3F' }));
    await userEvent.click(sheet.getByRole('combobox', { name: /Inspector/ }));
    await userEvent.click(page.getByRole('option', { name: 'Luis Pérez · Mecánico' }));
    await sheet.getByLabelText('Odómetro').fill('40125');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Orden OR-2026-0090 creada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      company_id: 3,
      unit_id: 27,
      inspector_employee_id: 90,
      odometer_km: 40125,
    });
    await expect.poll(() => router.state.location.pathname).toBe('/empresa/3/ordenes-revision/90');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Revisión de T-027 · 89-AK-3F' }))
      .toBeVisible();
  });
});

describe('given a revision order (/empresa/3/ordenes-revision/88)', () => {
  it('when opened → its facts, the moves next_statuses allow, and no axe violations; a move sends the order with the new status', async () => {
    await page.viewport(1280, 900);
    const order = aRevisionOrder();
    const api = fakeApi({
      ...fleet,
      [order88]: { data: order },
      [put88]: (request) => ({
        data: { ...order, ...(request.body as object), next_statuses: [] },
      }),
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Revisión de T-027 · 89-AK-3F' }))
      .toBeVisible();
    const moves = page.getByRole('region', { name: 'Cambiar estado' });
    expect(
      moves
        .getByRole('button')
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['Aprobar', 'Aprobar con observaciones', 'Rechazar']);
    await expect
      .element(
        page
          .getByRole('group', { name: 'Punto 1: Luces' })
          .getByRole('radio', { name: 'Con falla' }),
      )
      .toBeChecked();
    await expect.element(page.getByText('Aún no está firmada.')).toBeVisible();
    await expectNoAxeViolations();
    await moves.getByRole('button', { name: 'Aprobar con observaciones' }).click();
    await expect.element(page.getByText('La orden ahora está: Con observaciones')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      company_id: 3,
      unit_id: 27,
      inspector_employee_id: 77,
      status: 'con_observaciones',
      inspected_at: order.inspected_at,
      odometer_km: 40125,
      checklist: order.checklist,
      comments: order.comments,
    });
    await expect
      .element(page.getByText('Esta orden ya no admite cambios de estado.'))
      .toBeVisible();
  });

  it('when opened on a phone → one column without sideways scrolling; no axe violations', async () => {
    await page.viewport(390, 844);
    const api = fakeApi({ ...fleet, [order88]: { data: aRevisionOrder() } });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Revisión de T-027 · 89-AK-3F' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('img', { name: 'Área de firma, vacía' }))
      .toBeInTheDocument();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });

  it('when the inspector fills the checklist and signs by typing (keyboard) → one PUT with the checklist, comments and signature {name, image as a PNG data URL}; the signer shows', async () => {
    const order = aRevisionOrder();
    const api = fakeApi({ ...fleet, [order88]: { data: order }, [put88]: saved(order) });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    const brakes = page.getByRole('group', { name: 'Punto 2: Frenos' });
    await brakes.getByRole('radio', { name: 'Con falla' }).click();
    await brakes.getByRole('textbox', { name: 'Comentarios' }).fill('Balatas al 20 %.');
    await expect.element(page.getByRole('button', { name: 'Aprobar', exact: true })).toBeDisabled();
    await expect
      .element(page.getByText('Guarda los cambios antes de cambiar el estado.'))
      .toBeVisible();
    await page.getByRole('tab', { name: 'Escribir' }).click();
    await page.getByLabelText('Escribe tu nombre como firma').fill('Rosa Elena Martínez Soto');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.element(page.getByText('Orden OR-2026-0088 guardada')).toBeVisible();
    const body = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      company_id: 3,
      unit_id: 27,
      status: 'en_revision',
      comments: 'Reparar luces antes del siguiente viaje.',
      checklist: [
        { item: 'Luces', result: 'falla', comments: 'Calavera izquierda rota.' },
        { item: 'Frenos', result: 'falla', comments: 'Balatas al 20 %.' },
        { item: 'Extintor', result: 'na', comments: null },
      ],
      signature: {
        name: 'Rosa Elena Martínez Soto',
        image: expect.stringMatching(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/),
      },
    });
    await expect
      .element(page.getByText(/Firmada por Rosa Elena Martínez Soto el 5 de marzo de 2026/))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Aprobar', exact: true })).toBeEnabled();
  });

  it('when the signature is drawn with a pen → it is sent as a PNG data URL', async () => {
    const order = aRevisionOrder({ inspector: null });
    const api = fakeApi({ ...fleet, [order88]: { data: order }, [put88]: saved(order) });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await page.getByLabelText('Nombre de quien firma').fill('Luis Pérez');
    const canvas = page.getByRole('img', { name: 'Área de firma, vacía' }).element();
    const box = canvas.getBoundingClientRect();
    const at = (type: string, x: number, y: number, buttons: number) =>
      canvas.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'pen',
          isPrimary: true,
          buttons,
          clientX: box.left + box.width * x,
          clientY: box.top + box.height * y,
        }),
      );
    at('pointerdown', 0.1, 0.5, 1);
    for (let i = 1; i < 10; i++) at('pointermove', 0.1 + i * 0.08, 0.5 + (i % 2) * 0.2, 1);
    at('pointerup', 0.9, 0.5, 0);
    await expect
      .element(page.getByRole('img', { name: 'Área de firma, con una firma dibujada' }))
      .toBeVisible();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect.element(page.getByText('Orden OR-2026-0088 guardada')).toBeVisible();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      inspector_employee_id: null,
      signature: { name: 'Luis Pérez', image: expect.stringMatching(/^data:image\/png;base64,/) },
    });
  });

  it('when the server refuses a checklist item and the signer (422) → the Spanish messages on those fields, what was typed kept', async () => {
    const order = aRevisionOrder();
    const api = fakeApi({
      ...fleet,
      [order88]: { data: order },
      [put88]: json(
        {
          message: 'Los datos no son válidos.',
          errors: {
            'checklist.1.comments': ['Describe la falla de los frenos.'],
            'signature.name': ['El nombre de quien firma debe ser el del inspector.'],
          },
        },
        422,
      ),
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    const brakes = page.getByRole('group', { name: 'Punto 2: Frenos' });
    await brakes.getByRole('radio', { name: 'Con falla' }).click();
    await page.getByLabelText('Nombre de quien firma').fill('Otra Persona');
    await page.getByRole('tab', { name: 'Escribir' }).click();
    await page.getByLabelText('Escribe tu nombre como firma').fill('Otra Persona');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .element(brakes.getByRole('textbox', { name: 'Comentarios' }))
      .toHaveAccessibleDescription('Describe la falla de los frenos.');
    await expect
      .element(page.getByLabelText('Nombre de quien firma'))
      .toHaveAccessibleDescription('El nombre de quien firma debe ser el del inspector.');
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(brakes.getByRole('radio', { name: 'Con falla' })).toBeChecked();
    await expect.element(page.getByLabelText('Nombre de quien firma')).toHaveValue('Otra Persona');
    await expect
      .element(page.getByLabelText('Escribe tu nombre como firma'))
      .toHaveValue('Otra Persona');
  });

  it('when a checklist item is left without a result → a Spanish message and no request', async () => {
    const api = fakeApi({ ...fleet, [order88]: { data: aRevisionOrder({ checklist: [] }) } });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await page.getByRole('button', { name: 'Usar la lista predeterminada' }).click();
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect
      .element(
        page
          .getByRole('group', { name: /^Punto 1: Luces/ })
          .getByRole('radiogroup', { name: /Resultado/ }),
      )
      .toHaveAccessibleDescription('Elige un resultado.');
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('when a photo is uploaded with its caption → a multipart POST with both; the thumbnail shows; removing it sends DELETE', async () => {
    const order = aRevisionOrder();
    const photo = {
      id: 501,
      url: pixel,
      caption: 'Calavera izquierda rota',
      created_at: order.created_at,
    };
    const api = fakeApi({
      ...fleet,
      [order88]: { data: order },
      'POST /api/v1/revision-orders/88/photos': () => {
        api.on({ [order88]: { data: { ...order, photos: [photo] } } });
        return json({ data: photo }, 201);
      },
      'DELETE /api/v1/revision-orders/88/photos/501': () => {
        api.on({ [order88]: { data: order } });
        return new Response(null, { status: 204 });
      },
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await expect.element(page.getByText('Aún no hay fotos.')).toBeVisible();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(
      new File([new Uint8Array([137, 80, 78, 71])], 'calavera.png', { type: 'image/png' }),
    );
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await page.getByLabelText('Descripción de la foto').fill('Calavera izquierda rota');
    await page.getByRole('button', { name: 'Subir foto' }).click();
    await expect.element(page.getByText('Foto agregada')).toBeVisible();
    const sent = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('photo') as File).name).toBe('calavera.png');
    expect(sent.get('caption')).toBe('Calavera izquierda rota');
    await expect
      .element(page.getByRole('img', { name: 'Calavera izquierda rota' }))
      .toHaveAttribute('src', pixel);
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Quitar la foto «Calavera izquierda rota»' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar Calavera izquierda rota?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Foto quitada')).toBeVisible();
    expect(api.calls.map((c) => c.key)).toContain('DELETE /api/v1/revision-orders/88/photos/501');
    await expect.element(page.getByText('Aún no hay fotos.')).toBeVisible();
  });

  it('when "Descargar PDF" is pressed → the signed link is requested and followed with a link click', async () => {
    const url = 'https://archivos.jornada.example/reportes/or-88.pdf?firma=3f9a';
    const api = fakeApi({
      ...fleet,
      [order88]: { data: aRevisionOrder() },
      'GET /api/v1/companies/3/generate-url-report/88': {
        data: { url, expires_at: '2026-03-05T09:25:00Z' },
      },
    });
    const followed: string[] = [];
    // The browser would leave the test page for the file: record the click instead.
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[download]');
      if (!link) return;
      event.preventDefault();
      followed.push((link as HTMLAnchorElement).href);
    };
    document.addEventListener('click', follow, true);
    try {
      await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
      await page.getByRole('button', { name: 'Descargar PDF' }).click();
      await expect.poll(() => followed).toEqual([url]);
      expect(api.calls.map((c) => c.key)).toContain(
        'GET /api/v1/companies/3/generate-url-report/88',
      );
      await expect
        .element(page.getByRole('link', { name: 'Reporte de la orden OR-2026-0088 (PDF)' }))
        .toHaveAttribute('download', 'revision-OR-2026-0088.pdf');
      await page.getByRole('button', { name: 'Descargar PDF' }).click();
      await expect.poll(() => followed).toHaveLength(2);
      expect(
        api.calls.filter((c) => c.key === 'GET /api/v1/companies/3/generate-url-report/88'),
      ).toHaveLength(2);
    } finally {
      document.removeEventListener('click', follow, true);
    }
  });

  it('when staff sign a finished order’s report → POST signDocument with their saved signature, the signed PDF is followed and its code links to the public check; no axe violations', async () => {
    const pdfUrl = 'https://archivos.jornada.example/firmados/32.pdf?firma=77';
    const api = fakeApi({
      ...fleet,
      [order88]: { data: aRevisionOrder({ status: 'aprobada', next_statuses: [] }) },
      'GET /api/v1/digital-signature': {
        data: {
          id: 19,
          user_id: 5,
          image_url: 'data:image/png;base64,iVBORw0KGgo=',
          created_at: '2026-03-05T15:00:00Z',
        },
      },
      'POST /api/v1/signed-document': json(
        {
          data: {
            id: 32,
            document_id: 900,
            signature_id: 19,
            signer: { id: 5, name: 'Rosa Elena Martínez Soto' },
            sha256: 'a'.repeat(64),
            content_sha256: 'b'.repeat(64),
            verification_code: '7QX2-M9KD-4TRE',
            pdf_url: pdfUrl,
            job_letter_id: null,
            revision_order_id: 88,
            attendance_id: null,
            key_id: 'c'.repeat(64),
            signed_at: '2026-03-05T16:00:00Z',
          },
        },
        201,
      ),
    });
    const followed: string[] = [];
    const follow = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a[download]');
      if (!link) return;
      event.preventDefault();
      followed.push((link as HTMLAnchorElement).href);
    };
    document.addEventListener('click', follow, true);
    try {
      await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
      await page.getByRole('button', { name: 'Firmar reporte' }).click();
      await expect.poll(() => followed).toEqual([pdfUrl]);
      expect(api.calls.find((c) => c.key === 'POST /api/v1/signed-document')?.body).toEqual({
        revision_order_id: 88,
        signature_id: 19,
      });
      await expect
        .element(page.getByRole('link', { name: 'Reporte firmado de la orden OR-2026-0088 (PDF)' }))
        .toHaveAttribute('download', 'revision-OR-2026-0088-firmada.pdf');
      await expect
        .element(page.getByRole('status').filter({ hasText: 'Reporte firmado:' }))
        .toHaveTextContent(/Código de verificación: 7QX2-M9KD-4TRE\. Verificar$/);
      await expect
        .element(page.getByRole('link', { name: 'Verificar el documento 7QX2-M9KD-4TRE' }))
        .toHaveAttribute('href', '/verificar-documento/7QX2-M9KD-4TRE');
      await expectNoAxeViolations();
    } finally {
      document.removeEventListener('click', follow, true);
    }
  });

  it('given a report signed earlier, when the page is opened again → «Copias firmadas» lists who signed, the code, «Descargar firmado» and «Verificar»; no axe violations', async () => {
    const pdfUrl = 'https://archivos.jornada.example/firmados/32.pdf?firma=78';
    const api = fakeApi({
      ...fleet,
      [order88]: { data: aRevisionOrder({ status: 'aprobada', next_statuses: [] }) },
      'GET /api/v1/digital-signature': { data: null },
      'GET /api/v1/signed-document': (request) =>
        request.url.searchParams.get('document_type') === 'revision_order' &&
        request.url.searchParams.get('document_id') === '88'
          ? {
              data: [
                {
                  id: 32,
                  document_id: 900,
                  signature_id: 19,
                  signer: { id: 5, name: 'Rosa Elena Martínez Soto' },
                  sha256: 'a'.repeat(64),
                  content_sha256: 'b'.repeat(64),
                  verification_code: '7QX2-M9KD-4TRE',
                  pdf_url: pdfUrl,
                  job_letter_id: null,
                  revision_order_id: 88,
                  attendance_id: null,
                  key_id: 'c'.repeat(64),
                  signed_at: '2026-03-05T16:00:00Z',
                },
              ],
            }
          : { data: [] },
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    const copies = page.getByRole('list', { name: 'Copias firmadas' });
    await expect.element(copies).toBeVisible();
    await expect.element(copies.getByText(/^Firmó Rosa Elena Martínez Soto el /)).toBeVisible();
    await expect.element(copies.getByText('Código de verificación: 7QX2-M9KD-4TRE.')).toBeVisible();
    await expect
      .element(
        page.getByRole('link', {
          name: 'Descargar firmado: el PDF que firmó Rosa Elena Martínez Soto, código 7QX2-M9KD-4TRE',
        }),
      )
      .toHaveAttribute('href', pdfUrl);
    await expect
      .element(page.getByRole('link', { name: 'Verificar el documento 7QX2-M9KD-4TRE' }))
      .toHaveAttribute('href', '/verificar-documento/7QX2-M9KD-4TRE');
    await expectNoAxeViolations();
  });

  it('when the order is still in revision → no «Firmar reporte»', async () => {
    const api = fakeApi({
      ...fleet,
      [order88]: { data: aRevisionOrder() },
      'GET /api/v1/digital-signature': { data: null },
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await expect.element(page.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Firmar reporte' }))
      .not.toBeInTheDocument();
  });

  it('when signing is refused → the server’s message in a toast', async () => {
    const refused = fakeApi({
      ...fleet,
      [order88]: { data: aRevisionOrder({ status: 'rechazada', next_statuses: [] }) },
      'GET /api/v1/digital-signature': {
        data: {
          id: 19,
          user_id: 5,
          image_url: 'data:image/png;base64,iVBORw0KGgo=',
          created_at: '2026-03-05T15:00:00Z',
        },
      },
      'POST /api/v1/signed-document': json(
        { message: 'Ya firmaste este documento.', code: 'already_signed' },
        409,
      ),
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api: refused });
    await page.getByRole('button', { name: 'Firmar reporte' }).click();
    await expect.element(page.getByText('No pudimos firmar el reporte.')).toBeVisible();
    await expect.element(page.getByText('Ya firmaste este documento.')).toBeVisible();
  });

  it('when staff without a saved signature open a finished order → they are sent to Ajustes to save one', async () => {
    const api = fakeApi({
      ...fleet,
      [order88]: {
        data: aRevisionOrder({ status: 'con_observaciones', next_statuses: ['en_revision'] }),
      },
      'GET /api/v1/digital-signature': { data: null },
    });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await expect
      .element(page.getByText('Para firmar, guarda primero tu firma en Ajustes.'))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Ir a Ajustes' }))
      .toHaveAttribute('href', '/ajustes');
  });

  it('when staff deletes it after confirming → DELETE, a toast, and back to the list', async () => {
    const api = fakeApi({
      ...fleet,
      [list]: aPage([]),
      [order88]: { data: aRevisionOrder() },
      'DELETE /api/v1/revision-orders/88': new Response(null, { status: 204 }),
    });
    const { router } = await renderRoute('/empresa/3/ordenes-revision/88', {
      user: staffUser,
      api,
    });
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: '¿Eliminar OR-2026-0088?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText('Orden OR-2026-0088 eliminada')).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe('/empresa/3/ordenes-revision');
  });

  it.each([
    ['belongs to another company', { data: aRevisionOrder({ company_id: 9 }) }],
    ['does not exist', json({ message: 'No encontrado' }, 404)],
  ])('when it %s → the 404 screen', async (_, answer) => {
    const api = fakeApi({ [order88]: answer });
    await renderRoute('/empresa/3/ordenes-revision/88', { user: staffUser, api });
    await expect.element(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  });
});
