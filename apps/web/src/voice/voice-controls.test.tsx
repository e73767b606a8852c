/**
 * The voice helper's controls (decision 0031): «Escuchar» reads with the
 * server's voice when the proxy has a provider and with Chromium's own speechSynthesis when it
 * does not; «Dictar» adds what was said to the end of the field. Toggle buttons with their state
 * in words, keyboard-operable, no axe violations.
 */
import { createJornadaClient, createVoiceClient } from '@jornada/api-client';
import { ToastProvider } from '@jornada/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser } from '../test/fixtures.ts';
import { fakeApi, memorySession, type FakeApi } from '../test/render-route.tsx';
import { AppContextProvider } from '../app/app-context.ts';
import { appendDictation, DictateButton } from './dictate-button.tsx';
import { ListenButton } from './listen-button.tsx';

function renderWithVoice(ui: React.ReactNode, api: FakeApi) {
  const session = memorySession(aUser({ id: 12 }));
  const context = {
    api: createJornadaClient({ retry: false, fetch: api.fetch }),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    session,
    voice: createVoiceClient({
      origin: '/voice-api',
      getToken: session.getToken,
      retry: false,
      fetch: api.fetch,
    }),
  };
  return render(
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>
        <ToastProvider>
          <main>
            <h1>Voz</h1>
            {ui}
          </main>
        </ToastProvider>
      </QueryClientProvider>
    </AppContextProvider>,
  );
}

const scope = window as unknown as Record<string, unknown>;
const native = { standard: scope.SpeechRecognition, prefixed: scope.webkitSpeechRecognition };
/** Puts `recognition` where the app looks for the browser's speech recognition. */
const useRecognition = (recognition: unknown) => {
  scope.SpeechRecognition = recognition;
  scope.webkitSpeechRecognition = recognition;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  scope.SpeechRecognition = native.standard;
  scope.webkitSpeechRecognition = native.prefixed;
});

describe('given «Escuchar»', () => {
  it('when the server has a voice provider → the text goes to the proxy and its MP3 plays; the button is pressed while it plays', async () => {
    const api = fakeApi({
      'GET /voice-api/v1/status': { provider: true },
      'POST /voice-api/v1/text-to-speech/default': new Response(new Uint8Array([73, 68, 51]), {
        headers: { 'content-type': 'audio/mpeg' },
      }),
    });
    // A stand-in for the audio element: it plays until the test ends it.
    let finish = () => {};
    class FakeAudio {
      onended: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly src: string) {}
      play() {
        finish = () => this.onended?.();
        return Promise.resolve();
      }
      pause() {}
    }
    vi.stubGlobal('Audio', FakeAudio);
    const browserVoice = vi.spyOn(speechSynthesis, 'speak').mockImplementation(() => {});
    renderWithVoice(
      <ListenButton label="Chofer de tractocamión" text="Chofer de tractocamión en León." />,
      api,
    );
    const button = page.getByRole('button', { name: 'Escuchar: Chofer de tractocamión' });
    await expect.element(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => api.calls.some((c) => c.key === 'GET /voice-api/v1/status')).toBe(true);
    await userEvent.click(button);
    await expect
      .element(page.getByRole('button', { name: 'Detener lectura' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByText('Leyendo en voz alta…')).toBeInTheDocument();
    const speech = 'POST /voice-api/v1/text-to-speech/default';
    await expect.poll(() => api.calls.some((c) => c.key === speech)).toBe(true);
    const sent = api.calls.find((c) => c.key === speech);
    expect(sent?.body).toMatchObject({
      text: 'Chofer de tractocamión en León.',
      language_code: 'es',
    });
    expect(sent?.headers.get('authorization')).toBe('Bearer test-token');
    await expectNoAxeViolations();
    await expect.poll(() => finish.toString()).not.toBe('() => {}');
    finish();
    await expect
      .element(page.getByRole('button', { name: 'Escuchar: Chofer de tractocamión' }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(browserVoice).not.toHaveBeenCalled();
  }, 30_000);

  it('when the server has none → Chromium’s own speechSynthesis reads it in Spanish (Mexico), and pressing again stops it', async () => {
    const api = fakeApi({ 'GET /voice-api/v1/status': { provider: false } });
    const spoken: SpeechSynthesisUtterance[] = [];
    vi.spyOn(speechSynthesis, 'speak').mockImplementation((u) => void spoken.push(u));
    const cancel = vi.spyOn(speechSynthesis, 'cancel');
    renderWithVoice(<ListenButton text="Tienes una entrevista mañana a las 10:00." />, api);
    await expect.poll(() => api.calls.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Escuchar' }).click();
    await expect.poll(() => spoken.length).toBe(1);
    expect(spoken[0]!.text).toBe('Tienes una entrevista mañana a las 10:00.');
    expect(spoken[0]!.lang).toBe('es-MX');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    const stop = page.getByRole('button', { name: 'Detener lectura' });
    await expect.element(stop).toHaveAttribute('aria-pressed', 'true');
    // Keyboard: Enter on the focused toggle stops the reading.
    (stop.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('button', { name: 'Escuchar' }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(cancel).toHaveBeenCalled();
  });
});

/** A stand-in for Chromium's webkitSpeechRecognition, which needs a network service headless. */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = true;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
}

function Field() {
  const [value, setValue] = useState('Tengo licencia federal.');
  return (
    <>
      <label>
        Descripción
        <textarea value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <DictateButton
        field="Descripción"
        onText={(text) => setValue((v) => appendDictation(v, text))}
      />
    </>
  );
}

describe('given «Dictar» on a text field', () => {
  it('when the browser recognises speech → what was said is added at the end of the field, in es-MX', async () => {
    useRecognition(FakeRecognition);
    const api = fakeApi({ 'GET /voice-api/v1/status': { provider: false } });
    renderWithVoice(<Field />, api);
    await page.getByRole('button', { name: 'Dictar en «Descripción»' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Terminar dictado' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByText('Escuchando… habla ahora.')).toBeInTheDocument();
    expect(FakeRecognition.last!.lang).toBe('es-MX');
    FakeRecognition.last!.onresult?.({ results: [[{ transcript: 'Busco trabajo en León' }]] });
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Terminar dictado' }).click();
    await expect
      .element(page.getByRole('textbox', { name: 'Descripción' }))
      .toHaveValue('Tengo licencia federal. Busco trabajo en León');
  });

  it('when neither the server nor the browser can listen → no control is offered', async () => {
    useRecognition(undefined);
    const api = fakeApi({ 'GET /voice-api/v1/status': { provider: false } });
    renderWithVoice(<Field />, api);
    await expect.poll(() => api.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('textbox', { name: 'Descripción' })).toBeVisible();
    expect(page.getByRole('button', { name: /Dictar/ }).elements()).toHaveLength(0);
  });

  it('appends with one space, or starts the field', () => {
    expect(appendDictation('Hola  ', 'mundo')).toBe('Hola mundo');
    expect(appendDictation('', 'mundo')).toBe('mundo');
    expect(appendDictation(undefined, 'mundo')).toBe('mundo');
  });
});
