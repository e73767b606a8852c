import { createJornadaClient } from '@jornada/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AppContextProvider, type AppContext } from '../../app/app-context.ts';
import '../../app.css';
import { ContactForm } from './contact-form.tsx';
import { MailingListForm } from './mailing-list-form.tsx';

type Reply = { status: number; body: unknown };

/** A fake server: records the requests and answers with the queued replies. */
function fakeApi(replies: Reply[]) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = async (input: Request) => {
    requests.push({ url: new URL(input.url).pathname, body: await input.json() });
    const reply = replies.shift() ?? { status: 500, body: { message: 'sin respuesta' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const context: AppContext = {
    api: createJornadaClient({ fetch: fetch as typeof globalThis.fetch }),
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    // The contact calls are public: no session is read.
    session: {} as AppContext['session'],
  };
  const wrap = (ui: React.ReactNode) => (
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>{ui}</QueryClientProvider>
    </AppContextProvider>
  );
  return { requests, wrap };
}

async function fillPerson() {
  await page.getByRole('textbox', { name: /Nombre completo/ }).fill('Jorge Ramírez');
  await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('jorge@correo.example');
  await page.getByRole('textbox', { name: /Teléfono/ }).fill('5512345678');
  await page.getByRole('textbox', { name: /Mensaje/ }).fill('Quiero saber cómo publicar vacantes.');
}

describe('given the contact form', () => {
  it('when the server rejects a field → keeps every value and shows the error next to the field', async () => {
    const { requests, wrap } = fakeApi([
      {
        status: 422,
        body: {
          message: 'Revisa los campos.',
          errors: { email: ['Ese dominio de correo no acepta mensajes.'] },
        },
      },
    ]);
    await render(wrap(<ContactForm />));
    await fillPerson();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();

    const email = page.getByRole('textbox', { name: /Correo electrónico/ });
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(email)
      .toHaveAccessibleDescription('Ese dominio de correo no acepta mensajes.');
    await expect.element(email).toHaveValue('jorge@correo.example');
    await expect
      .element(page.getByRole('textbox', { name: /Nombre completo/ }))
      .toHaveValue('Jorge Ramírez');
    await expect
      .element(page.getByRole('textbox', { name: /Mensaje/ }))
      .toHaveValue('Quiero saber cómo publicar vacantes.');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe('/api/v1/contact');
    expect(requests[0]!.body).toMatchObject({
      name: 'Jorge Ramírez',
      email: 'jorge@correo.example',
      phone: '5512345678',
      subject: 'Quiero saber cómo publicar vacantes.',
      token: expect.stringMatching(/^web\./),
    });
  });

  it('when the server fails without field errors → keeps the values and says so in Spanish', async () => {
    const { wrap } = fakeApi([{ status: 500, body: 'error' }]);
    await render(wrap(<ContactForm />));
    await fillPerson();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('No pudimos enviar tu mensaje. Intenta de nuevo en unos minutos.');
    await expect
      .element(page.getByRole('textbox', { name: /Nombre completo/ }))
      .toHaveValue('Jorge Ramírez');
  });

  it('when the fields are invalid → does not call the server and explains each field', async () => {
    const { requests, wrap } = fakeApi([]);
    await render(wrap(<ContactForm />));
    await page.getByRole('textbox', { name: /Teléfono/ }).fill('123');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('textbox', { name: /Nombre completo/ }))
      .toHaveAccessibleDescription('Escribe tu nombre.');
    await expect.element(page.getByRole('textbox', { name: /Nombre completo/ })).toHaveFocus();
    await expect
      .element(page.getByRole('textbox', { name: /Teléfono/ }))
      .toHaveAccessibleDescription(/Escribe un teléfono de 10 dígitos\./);
    expect(requests).toHaveLength(0);
  });

  it('when the server accepts → announces its confirmation and empties the form', async () => {
    const { wrap } = fakeApi([
      {
        status: 202,
        body: { data: { message: 'Recibimos tu mensaje. Te responderemos pronto.' } },
      },
    ]);
    await render(wrap(<ContactForm />));
    await fillPerson();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Recibimos tu mensaje. Te responderemos pronto.');
    await expect.element(page.getByRole('textbox', { name: /Nombre completo/ })).toHaveValue('');
  });

  it('in its company variant → posts to /api/v1/company-contact without an empty phone', async () => {
    const { requests, wrap } = fakeApi([
      { status: 202, body: { data: { message: 'Gracias, te contactaremos.' } } },
    ]);
    await render(wrap(<ContactForm kind="company" getToken={() => 'captcha-123'} />));
    await page.getByRole('textbox', { name: /persona de contacto/ }).fill('Ana Torres');
    await page
      .getByRole('textbox', { name: /Correo electrónico de trabajo/ })
      .fill('ana@empresa.example');
    await page
      .getByRole('textbox', { name: /Qué necesita tu empresa/ })
      .fill('Necesitamos contratar 20 choferes.');
    await page.getByRole('button', { name: 'Solicitar información' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Gracias, te contactaremos.');
    expect(requests[0]).toEqual({
      url: '/api/v1/company-contact',
      body: {
        name: 'Ana Torres',
        email: 'ana@empresa.example',
        subject: 'Necesitamos contratar 20 choferes.',
        token: 'captcha-123',
      },
    });
  });
});

describe('given the mailing-list form', () => {
  it('when the server rejects the address → shows the error under the field and keeps the address', async () => {
    const { requests, wrap } = fakeApi([
      {
        status: 422,
        body: {
          message: 'Revisa los campos.',
          errors: { 'user_emails.0': ['El correo no es válido.'] },
        },
      },
    ]);
    await render(wrap(<MailingListForm />));
    const email = page.getByRole('textbox', { name: /Correo electrónico/ });
    await email.fill('mariana@correo.example');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect.element(email).toHaveAccessibleDescription('El correo no es válido.');
    await expect.element(email).toHaveValue('mariana@correo.example');
    expect(requests[0]).toMatchObject({
      url: '/api/v1/mailing-list',
      body: { user_emails: ['mariana@correo.example'] },
    });
  });

  it('when the server accepts → confirms the subscription', async () => {
    const { wrap } = fakeApi([{ status: 202, body: { data: { message: '' } } }]);
    await render(wrap(<MailingListForm />));
    await page.getByRole('textbox', { name: /Correo electrónico/ }).fill('mariana@correo.example');
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('¡Listo! Te suscribimos al boletín de Jornada.');
  });
});
