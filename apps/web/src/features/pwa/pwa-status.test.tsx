import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../app.css';
import { PwaInstallButton, PwaProvider, PwaUpdateBanner } from './pwa-status.tsx';
import { createPwaStore } from './pwa-store.ts';
import type { PwaController } from './start-pwa.ts';

function fakeController() {
  const store = createPwaStore();
  const controller: PwaController = {
    store,
    update: vi.fn(async () => {}),
    install: vi.fn(async () => 'accepted' as const),
    dismiss: vi.fn((flag) =>
      store.set(flag === 'newBuild' ? { newBuild: null } : { [flag]: false }),
    ),
    stop: vi.fn(),
  };
  return controller;
}

function renderPwa(controller: PwaController) {
  return render(
    <PwaProvider value={controller}>
      <header>
        <PwaInstallButton />
      </header>
      <PwaUpdateBanner />
    </PwaProvider>,
  );
}

describe('given the PWA status UI', () => {
  it('shows nothing but an empty status region when no flag is set', async () => {
    await renderPwa(fakeController());
    await expect
      .element(page.getByRole('status', { name: 'Estado de la aplicación' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('status')).toHaveTextContent('');
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });

  it('when a new worker waits (needs-refresh) → offers the update and applies it', async () => {
    const controller = fakeController();
    await renderPwa(controller);
    controller.store.set({ needsRefresh: true });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Hay una nueva versión de Jornada disponible.');
    await page.getByRole('button', { name: 'Actualizar ahora' }).click();
    expect(controller.update).toHaveBeenCalledTimes(1);
  });

  it('when builds/latest.json announces a new build → names its version and offers the update', async () => {
    const controller = fakeController();
    await renderPwa(controller);
    controller.store.set({ newBuild: '0.2.0+b7' });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Hay una nueva versión de Jornada disponible (0.2.0+b7).');
    await expect.element(page.getByRole('button', { name: 'Actualizar ahora' })).toBeVisible();
  });

  it('when offline-ready on the first visit → only announces it: no notice covers the page', async () => {
    const controller = fakeController();
    await renderPwa(controller);
    controller.store.set({ offlineReady: true });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Jornada ya funciona sin conexión en este dispositivo.');
    expect(document.querySelector('[data-notice]')).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('while a notice shows → the page’s last button can scroll above it and focus scrolls clear of it (WCAG 2.2 SC 2.4.11)', async () => {
    await page.viewport(390, 500);
    const controller = fakeController();
    await render(
      <PwaProvider value={controller}>
        <main>
          <div style={{ height: 900 }} />
          <button type="submit">Enviar respuestas</button>
        </main>
        <PwaUpdateBanner />
      </PwaProvider>,
    );
    controller.store.set({ registrationFailed: true });
    await expect.poll(() => document.documentElement.style.scrollPaddingBottom).not.toBe('');
    const button = page.getByRole('button', { name: 'Enviar respuestas' }).element();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect
      .poll(() => button.getBoundingClientRect().bottom)
      .toBeLessThanOrEqual(document.querySelector('[data-notice]')!.getBoundingClientRect().top);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect.poll(() => document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('when the registration failed or the connection is lost → explains it in Spanish', async () => {
    const controller = fakeController();
    await renderPwa(controller);
    controller.store.set({ registrationFailed: true });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(/No pudimos activar el modo sin conexión/);
    controller.store.set({ online: false });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('Estás sin conexión. Algunas secciones pueden no estar disponibles.');
  });

  it('when the browser offers the install → shows the install button, hidden once installed', async () => {
    const controller = fakeController();
    await renderPwa(controller);
    controller.store.set({ installPromptAvailable: true });
    await page.getByRole('button', { name: 'Instalar la aplicación' }).click();
    expect(controller.install).toHaveBeenCalledTimes(1);
    controller.store.set({ installed: true });
    await expect
      .element(page.getByRole('button', { name: 'Instalar la aplicación' }))
      .not.toBeInTheDocument();
  });

  it('renders inert without a provider', async () => {
    await render(<PwaInstallButton />);
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });
});
