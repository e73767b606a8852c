/**
 * The polite live region of the fleet map: says which unit is followed, then its new positions,
 * at most one every {@link announceEveryMs} (the latest one wins), so a screen reader is not
 * flooded by a unit that reports every few seconds.
 */
import type { components } from '@jornada/api-client';
import { useEffect, useRef, useState } from 'react';
import { messages } from '../../messages/messages.ts';
import { relativeTime } from './time.ts';

type UnitLocation = components['schemas']['UnitLocation'];

const m = messages.fleetMap;
const unitStatuses = messages.units.statuses;

/** Shortest time between two announcements of new positions, in ms. */
export const announceEveryMs = 20_000;

function updateText(location: UnitLocation): string {
  const position = location.position!;
  return m.update(
    location.unit.economic_number,
    location.status ? unitStatuses[location.status] : '',
    m.kmh(position.speed_kmh),
    relativeTime(position.recorded_at, Date.now()),
  );
}

/** The live region; `followed` is the followed unit's current row, or null. */
export function FollowAnnouncer({ followed }: { followed: UnitLocation | null }) {
  const [text, setText] = useState('');
  const latest = useRef(followed);
  latest.current = followed;
  const lastAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The fix the unit had when following started: known already, not news.
  const baseline = useRef<string | null>(null);
  const unitId = followed?.unit.id ?? null;
  const recordedAt = followed?.position?.recorded_at ?? null;

  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    lastAt.current = 0;
    baseline.current = latest.current?.position?.recorded_at ?? null;
    setText(latest.current ? m.following(latest.current.unit.economic_number) : '');
  }, [unitId]);

  useEffect(() => {
    if (unitId === null || recordedAt === null || recordedAt === baseline.current) return;
    const announce = () => {
      timer.current = null;
      lastAt.current = Date.now();
      if (latest.current?.position) setText(updateText(latest.current));
    };
    const wait = lastAt.current + announceEveryMs - Date.now();
    if (wait <= 0) announce();
    else timer.current ??= setTimeout(announce, wait);
  }, [unitId, recordedAt]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
