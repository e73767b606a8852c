import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { aPosition, aUnitLocation } from '../../test/fleet-fixtures.ts';
import { announceEveryMs, FollowAnnouncer } from './follow-announcer.tsx';

const start = Date.UTC(2026, 2, 5, 12, 0, 0);
const located = (seconds: number, speed: number) =>
  aUnitLocation({
    position: aPosition({
      speed_kmh: speed,
      recorded_at: new Date(start + seconds * 1000).toISOString(),
    }),
  });

afterEach(() => vi.useRealTimers());

describe("given the fleet map's live region", () => {
  it('says which unit is followed, then at most one update per 20 s, the latest winning', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: start });
    const screen = await render(<FollowAnnouncer followed={located(0, 40)} />);
    const region = screen.getByRole('status');
    await expect.element(region).toHaveTextContent('Siguiendo a T-027.');

    vi.setSystemTime(start + 10_000);
    await screen.rerender(<FollowAnnouncer followed={located(10, 50)} />);
    await expect.element(region).toHaveTextContent('T-027: En ruta, 50 km/h, ahora.');

    vi.setSystemTime(start + 15_000);
    await screen.rerender(<FollowAnnouncer followed={located(15, 60)} />);
    await screen.rerender(<FollowAnnouncer followed={located(18, 70)} />);
    await expect.element(region).toHaveTextContent('T-027: En ruta, 50 km/h, ahora.');

    await vi.advanceTimersByTimeAsync(announceEveryMs);
    await expect.element(region).toHaveTextContent(/T-027: En ruta, 70 km\/h/);
  });

  it('given nothing followed, stays empty', async () => {
    const screen = await render(<FollowAnnouncer followed={null} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('');
  });
});
