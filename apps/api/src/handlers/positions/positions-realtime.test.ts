/**
 * A stored fix is pushed over the socket as `unit.position` to the staff of
 * the unit's company (room `company:<id>`), never to another company's staff
 * nor to the company's drivers (decision 38, realtime/README.md).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { units, users } from '../../db/schema.ts';
import { createNotification } from '../../realtime/notify.ts';
import type { UnitPositionPayload } from '../../realtime/events.ts';
import { nextEvent, type ClientSocket } from '../../realtime/test-client.ts';
import { fleetFixture, type FleetFixture } from '../../test/fleet.ts';
import { signIn } from '../../test/harness.ts';
import { listeningTestApp } from '../../test/listening-app.ts';
import { hashTrackerKey } from './osmand.ts';

const live = listeningTestApp();
let f: FleetFixture;
const tokens: Record<string, string> = {};
const trackerKey = 'jt_clave-en-vivo-9zA3bC7sT4wY';

beforeAll(async () => {
  f = await fleetFixture(live);
  for (const email of ['empresa@jornada.test', 'otra-empresa@jornada.test', 'chofer@jornada.test'])
    tokens[email] = (await signIn(live.app, email)).authorization.slice('Bearer '.length);
  await live.database.db
    .update(units)
    .set({ trackerKeyHash: hashTrackerKey(trackerKey) })
    .where(eq(units.id, f.otherDriver.unitId));
});

/** Collects every `unit.position` a socket receives. */
function collect(socket: ClientSocket) {
  const received: UnitPositionPayload[] = [];
  socket.on('unit.position', (payload) => received.push(payload));
  return received;
}

/**
 * Waits until a notification created now reaches the user's socket: socket.io
 * keeps the order of one connection, so whatever was pushed to it before has arrived.
 */
async function drained(socket: ClientSocket, email: string) {
  const [user] = await live.database.db.select().from(users).where(eq(users.email, email));
  const title = `Sincronía ${Math.random()}`;
  const arrived = nextEvent(socket, 'notification.created', (n) => n.title === title);
  await createNotification(live.database.db, user!.id, { type: 'sistema', title });
  await arrived;
}

describe('given open sockets of staff, another company and a driver', () => {
  it("pushes a driver's fix to the company's staff only", async () => {
    const staff = await live.connect(tokens['empresa@jornada.test']);
    const other = await live.connect(tokens['otra-empresa@jornada.test']);
    const driver = await live.connect(tokens['chofer@jornada.test']);
    const otherReceived = collect(other);
    const driverReceived = collect(driver);
    await f.insertTour({ status: 'en_curso', departedAt: new Date(Date.now() - 60_000) });

    const pushed = nextEvent(staff, 'unit.position', (p) => p.unit.id === f.driver.unitId);
    const recordedAt = new Date(Date.now() - 5_000).toISOString();
    const sent = await live.app.inject({
      method: 'POST',
      url: `/ceiba-api/v1/units/${f.driver.unitId}/positions`,
      headers: { authorization: `Bearer ${tokens['chofer@jornada.test']}` },
      payload: { latitude: 21.1221, longitude: -101.6827, speed_kmh: 30, recorded_at: recordedAt },
    });
    expect(sent.statusCode).toBe(201);
    expect(await pushed).toEqual({
      company_id: f.companyId,
      unit: expect.objectContaining({ id: f.driver.unitId }),
      status: 'disponible',
      position: sent.json().data,
    });

    await drained(other, 'otra-empresa@jornada.test');
    await drained(driver, 'chofer@jornada.test');
    expect(otherReceived).toEqual([]);
    expect(driverReceived).toEqual([]);
  });

  it("pushes a tracker's fix too, once: a replay is not pushed again", async () => {
    const staff = await live.connect(tokens['empresa@jornada.test']);
    const received = collect(staff);
    const timestamp = String(Math.floor(Date.now() / 1000) - 10);
    const url = `/ceiba-api/v1/osmand?id=${trackerKey}&lat=20.96&lon=-101.43&speed=5&timestamp=${timestamp}`;
    const pushed = nextEvent(staff, 'unit.position', (p) => p.unit.id === f.otherDriver.unitId);
    expect((await live.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const payload = await pushed;
    expect(payload.position).toMatchObject({ latitude: 20.96, longitude: -101.43 });
    expect(payload.position.speed_kmh).toBeCloseTo(9.26, 2);

    expect((await live.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    await drained(staff, 'empresa@jornada.test');
    expect(received.filter((p) => p.unit.id === f.otherDriver.unitId)).toHaveLength(1);
  });
});
