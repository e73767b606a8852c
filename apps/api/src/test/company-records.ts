/**
 * Transportes del Bajío's records for the company-scoped matrices (tenant
 * isolation and workforce): the company, a department, a published vacancy
 * with an application, an interview and a work interview for it, and the
 * sign-ins of the demo accounts that call them.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, exists, isNotNull, ne, not, notInArray } from 'drizzle-orm';
import {
  attendances,
  companies,
  companyInvitations,
  complaints,
  containerCalls,
  containerOrders,
  containers,
  departments,
  departmentShifts,
  driverUnits,
  employees,
  employeeShifts,
  interviews,
  jobApplications,
  jobLetters,
  recesses,
  revisionOrders,
  routes,
  routeUnits,
  schedules,
  serviceOrders,
  shifts,
  terminals,
  tickets,
  tourPassengers,
  tours,
  unitPositions,
  units,
  users,
  vacancies,
  waybills,
  workInterviews,
} from '../db/schema.ts';
import { signIn, type TestApp } from './harness.ts';

/** What each matrix asks of {@link companyRecords} beyond the shared records. */
export interface CompanyRecordsOptions {
  /** Demo accounts to sign in (emails), in this order. */
  signIn: readonly string[];
  /**
   * Pick the first application (by id) on a vacancy this user (email) has not
   * applied to, so that being its applicant lets nobody in. Without it, the
   * first application on a published vacancy in the database's own order.
   */
  applicationNotBy?: string;
  /**
   * For each of these users (emails), a labour letter of the company issued to
   * someone else (a coworker), in {@link CompanyRecords.letterOf}. @default []
   */
  lettersNotOf?: readonly string[];
}

/** The records {@link companyRecords} found or inserted, and the sign-ins. */
export interface CompanyRecords {
  /** Authorization headers by email, for every account in `options.signIn`. */
  headers: Record<string, { authorization: string }>;
  /**
   * `companyId`, `departmentId`, `vacancyId`, `jobApplicationId`, `interviewId`,
   * `workInterviewId`, `employeeId` (of that department), `driverId`,
   * `terminalId`, `ticketId`, `unitId`, `routeId`, `tourId`, `passengerId` (of that tour),
   * `serviceOrderId`, `revisionOrderId`, `shiftId`, `recessId` and `scheduleId` (a shift of its
   * own with a recess, a schedule and the employee on it) and `attendanceId` (of that employee),
   * `companyInvitationId` (a pending invitation of a person who is none of the demo accounts),
   * named as the contract's path parameters. The
   * unit and the tour are driven by a driver without an account, so that being their owner
   * lets none of the demo accounts in.
   */
  ids: Record<string, number>;
  /** For each email in `options.lettersNotOf`, a coworker's labour letter id. */
  letterOf: Record<string, number>;
  /** Reads the rows these records point at (and all the company's letters), to prove that calls changed none of them. */
  storedRows: () => Promise<StoredRows>;
}

async function readStoredRows(t: TestApp, ids: Record<string, number>) {
  const db = t.database.db;
  return {
    company: await db.select().from(companies).where(eq(companies.id, ids.companyId!)),
    department: await db.select().from(departments).where(eq(departments.id, ids.departmentId!)),
    vacancy: await db.select().from(vacancies).where(eq(vacancies.id, ids.vacancyId!)),
    applications: await db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.vacancyId, ids.vacancyId!)),
    interview: await db.select().from(interviews).where(eq(interviews.id, ids.interviewId!)),
    workInterview: await db
      .select()
      .from(workInterviews)
      .where(eq(workInterviews.id, ids.workInterviewId!)),
    letters: await db.select().from(jobLetters).where(eq(jobLetters.companyId, ids.companyId!)),
    employees: await db.select().from(employees).where(eq(employees.companyId, ids.companyId!)),
    terminal: await db.select().from(terminals).where(eq(terminals.id, ids.terminalId!)),
    route: await db.select().from(routes).where(eq(routes.id, ids.routeId!)),
    tickets: await db.select().from(tickets).where(eq(tickets.companyId, ids.companyId!)),
    tours: await db.select().from(tours).where(eq(tours.companyId, ids.companyId!)),
    passengers: await db
      .select()
      .from(tourPassengers)
      .where(eq(tourPassengers.tourId, ids.tourId!)),
    serviceOrders: await db
      .select()
      .from(serviceOrders)
      .where(eq(serviceOrders.companyId, ids.companyId!)),
    revisionOrders: await db
      .select()
      .from(revisionOrders)
      .where(eq(revisionOrders.companyId, ids.companyId!)),
    shifts: await db.select().from(shifts).where(eq(shifts.companyId, ids.companyId!)),
    recesses: await db.select().from(recesses).where(eq(recesses.companyId, ids.companyId!)),
    schedules: await db.select().from(schedules).where(eq(schedules.companyId, ids.companyId!)),
    employeeShifts: await db
      .select()
      .from(employeeShifts)
      .where(eq(employeeShifts.companyId, ids.companyId!)),
    departmentShifts: await db
      .select()
      .from(departmentShifts)
      .where(eq(departmentShifts.companyId, ids.companyId!)),
    containers: await db.select().from(containers).where(eq(containers.companyId, ids.companyId!)),
    containerOrders: await db
      .select()
      .from(containerOrders)
      .where(eq(containerOrders.companyId, ids.companyId!)),
    waybills: await db.select().from(waybills).where(eq(waybills.companyId, ids.companyId!)),
    containerCalls: await db
      .select()
      .from(containerCalls)
      .where(eq(containerCalls.companyId, ids.companyId!)),
  };
}

/** The rows {@link CompanyRecords.storedRows} reads. */
export type StoredRows = Awaited<ReturnType<typeof readStoredRows>>;

/**
 * Signs in the given demo accounts and finds (or inserts) Transportes del
 * Bajío's records in the seeded database of `t`: the company (by slug
 * `transportes-del-bajio`), its first department, an application on one of
 * its published vacancies (see `applicationNotBy`), a new in-person interview for
 * that application three days ahead, and the vacancy's work interview
 * (inserted, active, when the seed has none).
 * @param t - the test app, from `createTestApp`.
 * @param options - the accounts to sign in and each matrix's extra choices.
 */
export async function companyRecords(
  t: TestApp,
  options: CompanyRecordsOptions,
): Promise<CompanyRecords> {
  const headers: CompanyRecords['headers'] = {};
  for (const email of options.signIn) headers[email] = await signIn(t.app, email);
  const db = t.database.db;
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'transportes-del-bajio'));
  const [department] = await db
    .select()
    .from(departments)
    .where(eq(departments.companyId, company!.id));
  const appliedBy = (email: string) =>
    db
      .select({ id: jobApplications.vacancyId })
      .from(jobApplications)
      .innerJoin(users, eq(users.id, jobApplications.userId))
      .where(eq(users.email, email));
  const published = db
    .select({ id: jobApplications.id, vacancyId: vacancies.id, userId: jobApplications.userId })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId));
  const onPublished = and(eq(vacancies.companyId, company!.id), eq(vacancies.status, 'publicada'));
  // Without `applicationNotBy`, the first row in the database's own order (as the workforce matrix always took).
  const [application] = options.applicationNotBy
    ? await published
        .where(and(onPublished, notInArray(vacancies.id, appliedBy(options.applicationNotBy))))
        .orderBy(jobApplications.id)
    : await published.where(onPublished);
  const [interview] = await db
    .insert(interviews)
    .values({
      vacancyId: application!.vacancyId,
      candidateUserId: application!.userId,
      jobApplicationId: application!.id,
      mode: 'presencial',
      scheduledAt: new Date(Date.now() + 3 * 86_400_000),
    })
    .returning();
  const [existingWorkInterview] = await db
    .select()
    .from(workInterviews)
    .where(eq(workInterviews.vacancyId, application!.vacancyId));
  const workInterview =
    existingWorkInterview ??
    (
      await db
        .insert(workInterviews)
        .values({ vacancyId: application!.vacancyId, status: 'activa' })
        .returning()
    )[0];
  const letterOf: CompanyRecords['letterOf'] = {};
  for (const email of options.lettersNotOf ?? []) {
    const [letter] = await db
      .select({ id: jobLetters.id })
      .from(jobLetters)
      .innerJoin(users, eq(users.id, jobLetters.userId))
      .where(and(eq(jobLetters.companyId, company!.id), ne(users.email, email)))
      .orderBy(jobLetters.id);
    letterOf[email] = letter!.id;
  }
  const [employee] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.departmentId, department!.id), eq(employees.isDriver, false)))
    .orderBy(employees.id);
  const [driver] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.companyId, company!.id), eq(employees.isDriver, true)))
    .orderBy(employees.id);
  const [terminal] = await db.select().from(terminals).where(eq(terminals.companyId, company!.id));
  const [ticket] = await db.select().from(tickets).where(eq(tickets.companyId, company!.id));
  // A unit none of whose drivers has an account (the demo driver drives the first one).
  const drivenByAccount = db
    .select({ one: driverUnits.unitId })
    .from(driverUnits)
    .innerJoin(employees, eq(employees.id, driverUnits.employeeId))
    .where(and(eq(driverUnits.unitId, units.id), isNotNull(employees.userId)));
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.companyId, company!.id), not(exists(drivenByAccount))))
    .orderBy(units.id);
  const [unitDriver] = await db
    .select({ id: driverUnits.employeeId })
    .from(driverUnits)
    .where(eq(driverUnits.unitId, unit!.id));
  const [route] = await db
    .insert(routes)
    .values({
      companyId: company!.id,
      name: 'Ruta de aislamiento',
      origin: 'León',
      destination: 'Silao',
    })
    .returning();
  await db.insert(routeUnits).values({ routeId: route!.id, unitId: unit!.id });
  const [tour] = await db
    .insert(tours)
    .values({
      companyId: company!.id,
      routeId: route!.id,
      unitId: unit!.id,
      driverEmployeeId: unitDriver?.id ?? null,
      scheduledDepartureAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  // The unit reported once, so that its last position reads 200 for staff.
  await db.insert(unitPositions).values({
    unitId: unit!.id,
    latitude: 21.1221,
    longitude: -101.6827,
    source: 'tracker',
    recordedAt: new Date(),
  });
  const [passenger] = await db
    .insert(tourPassengers)
    .values({ tourId: tour!.id, employeeId: employee!.id, name: employee!.name })
    .returning();
  // The demo data may hold no orders yet: one of each, on that unit.
  const [serviceOrder] = await db
    .insert(serviceOrders)
    .values({
      companyId: company!.id,
      folio: 'OS-PRUEBA-0001',
      unitId: unit!.id,
      type: 'preventivo',
      description: 'Cambio de aceite y filtros.',
    })
    .returning();
  const [revisionOrder] = await db
    .insert(revisionOrders)
    .values({
      companyId: company!.id,
      folio: 'OR-PRUEBA-0001',
      unitId: unit!.id,
    })
    .returning();
  // A shift of its own, with a recess, a schedule and the employee on it (docs/decisions/0020-clock-in.md; clock-in plan).
  const [shift] = await db
    .insert(shifts)
    .values({
      companyId: company!.id,
      name: 'Turno de aislamiento',
      startTime: '08:00',
      endTime: '16:00',
      weekdays: [1, 2, 3, 4, 5],
    })
    .returning();
  const [recess] = await db
    .insert(recesses)
    .values({
      companyId: company!.id,
      shiftId: shift!.id,
      name: 'Comida de aislamiento',
      startTime: '12:00',
      endTime: '12:30',
    })
    .returning();
  const [schedule] = await db
    .insert(schedules)
    .values({
      companyId: company!.id,
      name: 'Horario de aislamiento',
      validFrom: '2026-01-01',
      days: [{ weekday: 1, shift_id: shift!.id }],
    })
    .returning();
  await db.insert(employeeShifts).values({
    companyId: company!.id,
    employeeId: employee!.id,
    shiftId: shift!.id,
    startsOn: '2026-01-01',
  });
  // An attendance record of that employee (yesterday, closed), for the clock-in operations.
  const [attendance] = await db
    .insert(attendances)
    .values({
      companyId: company!.id,
      employeeId: employee!.id,
      date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      checkInAt: new Date(Date.now() - 30 * 3600_000),
      checkOutAt: new Date(Date.now() - 22 * 3600_000),
      source: 'manual',
      workedMinutes: 480,
    })
    .returning();
  // A complaint about the company, still open, filed anonymously by a person who is none of the
  // demo accounts: neither the workforce nor outsiders may read or answer it (decision 41).
  const [someoneElse] = await db
    .insert(users)
    .values({
      name: 'Persona de aislamiento',
      email: `queja-${randomUUID()}@example.test`,
      passwordHash: 'sin-acceso',
    })
    .returning({ id: users.id });
  const [complaint] = await db
    .insert(complaints)
    .values({
      companyId: company!.id,
      folio: 'Q-PRUEBA-0001',
      reporterUserId: someoneElse!.id,
      category: 'trato',
      status: 'en_revision',
      subject: 'Queja de aislamiento',
      description: 'Una queja para probar quién puede leerla y responderla.',
      anonymous: true,
    })
    .returning();
  // A pending invitation to the workforce (contract decision 53) for that person too, so that
  // answering it is nobody's among the demo accounts.
  const [invitedEmployee] = await db
    .insert(employees)
    .values({
      companyId: company!.id,
      departmentId: department!.id,
      employeeNumber: 'E-INVITACION',
      name: 'Persona',
      surname: 'de aislamiento',
      position: 'Auxiliar',
    })
    .returning();
  const [invitation] = await db
    .insert(companyInvitations)
    .values({
      companyId: company!.id,
      jobApplicationId: application!.id,
      userId: someoneElse!.id,
      employeeId: invitedEmployee!.id,
    })
    .returning();
  // Container tracking (docs/decisions/0023-container-tracking.md): a container with an open order, its waybill and a call.
  const [container] = await db
    .insert(containers)
    .values({
      companyId: company!.id,
      number: 'TCLU1000003',
      type: 'dry',
      size: 40,
      status: 'en_terminal',
      terminalId: terminal!.id,
    })
    .returning();
  const [order] = await db
    .insert(containerOrders)
    .values({
      companyId: company!.id,
      containerId: container!.id,
      folio: 'ORD-PRUEBA-0001',
      type: 'importacion',
      customer: 'Cliente de aislamiento',
      origin: 'Manzanillo',
      destination: 'León',
    })
    .returning();
  const [waybill] = await db
    .insert(waybills)
    .values({
      companyId: company!.id,
      orderId: order!.id,
      folio: 'CP-PRUEBA-0001',
      origin: 'Manzanillo',
      destination: 'León',
      goodsDescription: 'Autopartes',
    })
    .returning();
  const [containerCall] = await db
    .insert(containerCalls)
    .values({
      companyId: company!.id,
      containerId: container!.id,
      terminalId: terminal!.id,
      type: 'recoleccion',
      scheduledAt: new Date(Date.now() + 2 * 86_400_000),
    })
    .returning();
  const ids: CompanyRecords['ids'] = {
    containerId: container!.id,
    container_id: container!.id,
    orderId: order!.id,
    container_order_id: order!.id,
    waybillId: waybill!.id,
    containerCallId: containerCall!.id,
    employeeId: employee!.id,
    driverId: driver!.id,
    terminalId: terminal!.id,
    ticketId: ticket!.id,
    unitId: unit!.id,
    routeId: route!.id,
    tourId: tour!.id,
    passengerId: passenger!.id,
    serviceOrderId: serviceOrder!.id,
    revisionOrderId: revisionOrder!.id,
    shiftId: shift!.id,
    recessId: recess!.id,
    scheduleId: schedule!.id,
    attendanceId: attendance!.id,
    companyId: company!.id,
    departmentId: department!.id,
    vacancyId: application!.vacancyId,
    jobApplicationId: application!.id,
    interviewId: interview!.id,
    workInterviewId: workInterview!.id,
    complaintId: complaint!.id,
    companyInvitationId: invitation!.id,
  };
  return { headers, ids, letterOf, storedRows: () => readStoredRows(t, ids) };
}
