import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  // Back to the browser's own flag (Navigator.prototype's getter).
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('the offline banner', () => {
  it('when the page opens without a connection (no offline event yet) → says so at once', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const screen = await render(<OfflineBanner outbox={null} />);
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent(/^Sin conexión\. Puedes ver lo que ya abriste/);
  });

  it('when the connection comes back → the banner goes', async () => {
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const screen = await render(<OfflineBanner outbox={null} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent(/Sin conexión/);
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });
});
