/**
 * Demo workforce of the companies: departments, employees and
 * drivers with believable es-MX names, CURP, NSS and licences; units, the
 * drivers' units, terminals and tickets. Transportes del Bajío gets 60
 * employees (12 drivers, two of them the demo accounts `empleado@` and
 * `chofer@`), 16 units (10 buses and vans for personnel transport), 5
 * terminals and 14 tickets; every other company
 * a smaller crew. Deterministic (mulberry32), so tests can rely on it.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { ContractField } from '../db/schema/columns.ts';
import { mulberry32, pick, randomIndex, type Random } from './data/prng.ts';
import { demoAccounts } from './demo-accounts.ts';

const firstNames = {
  H: [
    'José Luis',
    'Juan Carlos',
    'Miguel Ángel',
    'Jorge',
    'Ricardo',
    'Alejandro',
    'Fernando',
    'Eduardo',
    'Raúl',
    'Arturo',
    'Héctor',
    'Sergio',
    'Óscar',
    'Francisco',
    'Martín',
    'Rubén',
    'Gerardo',
    'Iván',
    'Diego',
    'Emiliano',
  ],
  M: [
    'María Fernanda',
    'Rosa Elena',
    'Guadalupe',
    'Ana Sofía',
    'Verónica',
    'Patricia',
    'Alejandra',
    'Mónica',
    'Claudia',
    'Daniela',
    'Karla',
    'Lucía',
    'Adriana',
    'Itzel',
    'Ximena',
    'Beatriz',
    'Gabriela',
    'Norma',
    'Paola',
    'Yolanda',
  ],
} as const;
const surnames = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Pérez',
  'Rodríguez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Jiménez',
  'Reyes',
  'Díaz',
  'Torres',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Castillo',
  'Romero',
  'Ríos',
  'Navarro',
  'Salazar',
  'Contreras',
  'Medina',
];
const officePositions: Record<string, string[]> = {
  Operaciones: [
    'Coordinador de operaciones',
    'Despachador',
    'Monitorista GPS',
    'Auxiliar de operaciones',
  ],
  'Recursos Humanos': ['Analista de nómina', 'Reclutadora', 'Generalista de RH'],
  Mantenimiento: ['Mecánico diésel', 'Eléctrico automotriz', 'Llantero', 'Jefe de taller'],
  Almacén: ['Almacenista', 'Montacarguista', 'Auxiliar de inventarios'],
  Administración: ['Auxiliar contable', 'Facturista', 'Asistente de dirección'],
};

/** The first letter of a word, accents removed (CURP rules, simplified). */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

/** A CURP of the contract's pattern for a person (not a real registry key). */
function curpOf(
  random: Random,
  name: string,
  surname: string,
  lastname: string,
  sex: 'H' | 'M',
  index: number,
) {
  const s = plain(surname);
  const vowel = s.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
  const year = 60 + randomIndex(random, 40);
  const month = 1 + randomIndex(random, 12);
  const day = 1 + randomIndex(random, 28);
  const pad = (n: number) => String(n).padStart(2, '0');
  const consonant = (word: string) =>
    plain(word)
      .slice(1)
      .match(/[B-DF-HJ-NP-TV-Z]/)?.[0] ?? 'X';
  const state = pick(random, ['GT', 'JC', 'MN', 'QT', 'SP', 'AS', 'DF', 'NL']);
  return `${s[0]}${vowel}${plain(lastname)[0]}${plain(name)[0]}${pad(year)}${pad(month)}${pad(day)}${sex}${state}${consonant(surname)}${consonant(lastname)}${consonant(name)}${String.fromCharCode(65 + (index % 26))}${index % 10}`;
}

interface Crew {
  slug: string;
  employees: number;
  drivers: number;
  units: number;
  terminals: {
    name: string;
    code: string;
    type: ContractField<'Terminal', 'type'>;
    address: string;
    lat: number;
    lng: number;
  }[];
  tickets: number;
}

const tdbTerminals: Crew['terminals'] = [
  {
    name: 'Patio León',
    code: 'LEO-01',
    type: 'patio',
    address: 'Blvd. Aeropuerto 2120, León, Gto.',
    lat: 21.0824,
    lng: -101.6147,
  },
  {
    name: 'Almacén Silao Puerto Interior',
    code: 'SIL-01',
    type: 'almacen',
    address: 'Av. Santa Fe 101, Puerto Interior, Silao, Gto.',
    lat: 20.9506,
    lng: -101.4366,
  },
  {
    name: 'Terminal Manzanillo',
    code: 'MZO-01',
    type: 'portuaria',
    address: 'Av. Teniente Azueta 1, Manzanillo, Col.',
    lat: 19.0526,
    lng: -104.3158,
  },
  {
    name: 'Terminal Lázaro Cárdenas',
    code: 'LZC-01',
    type: 'portuaria',
    address: 'Isla de En medio s/n, Lázaro Cárdenas, Mich.',
    lat: 17.9395,
    lng: -102.1849,
  },
  {
    name: 'Aduana Nuevo Laredo',
    code: 'NLD-01',
    type: 'aduana',
    address: 'Puente III Comercio Mundial, Nuevo Laredo, Tamps.',
    lat: 27.5964,
    lng: -99.5409,
  },
];

/**
 * Transportes del Bajío's personnel transport (the first ten units): buses and
 * vans that carry the staff of León and Silao plants (seed/fleet.ts gives them
 * routes and tours); the rest of its fleet hauls freight.
 */
const personnelUnits: {
  type: ContractField<'Unit', 'type'>;
  brand: string;
  model: string;
  seats: number;
}[] = [
  { type: 'autobus', brand: 'Mercedes-Benz', model: 'Boxer OF 1730', seats: 44 },
  { type: 'autobus', brand: 'Volkswagen', model: 'Volksbus 17.230', seats: 42 },
  { type: 'van', brand: 'Toyota', model: 'Hiace Pasajeros', seats: 15 },
  { type: 'autobus', brand: 'International', model: 'HC 4700', seats: 40 },
  { type: 'autobus', brand: 'Mercedes-Benz', model: 'Torino LO 916', seats: 33 },
  { type: 'van', brand: 'Mercedes-Benz', model: 'Sprinter 516', seats: 20 },
  { type: 'autobus', brand: 'Volkswagen', model: 'Volksbus 9.160', seats: 30 },
  { type: 'van', brand: 'Volkswagen', model: 'Crafter Pasajeros', seats: 19 },
  { type: 'autobus', brand: 'Mercedes-Benz', model: 'Boxer OF 1730', seats: 44 },
  { type: 'van', brand: 'Toyota', model: 'Hiace Pasajeros', seats: 15 },
];

const ticketSamples: {
  subject: string;
  description: string;
  category: ContractField<'Ticket', 'category'>;
  priority: ContractField<'Ticket', 'priority'>;
}[] = [
  {
    subject: 'Falla en el GPS de la unidad',
    description: 'El rastreador deja de reportar posición desde las 06:00.',
    category: 'sistema',
    priority: 'alta',
  },
  {
    subject: 'Ponchadura en carretera 45D',
    description: 'Llanta trasera izquierda ponchada a la altura de Irapuato.',
    category: 'mecanica',
    priority: 'urgente',
  },
  {
    subject: 'Carta porte sin complemento',
    description: 'El CFDI del viaje no trae el complemento de carta porte.',
    category: 'documentacion',
    priority: 'alta',
  },
  {
    subject: 'Carga con faltante',
    description: 'El cliente reporta 3 tarimas menos en la entrega.',
    category: 'carga',
    priority: 'media',
  },
  {
    subject: 'Luz de check engine encendida',
    description: 'El tablero marca falla del sensor de temperatura.',
    category: 'mecanica',
    priority: 'media',
  },
  {
    subject: 'Golpe en defensa al maniobrar',
    description: 'Roce con poste en el patio al estacionar.',
    category: 'incidente_vial',
    priority: 'baja',
  },
  {
    subject: 'Licencia federal por vencer',
    description: 'La licencia del operador vence en 20 días.',
    category: 'documentacion',
    priority: 'media',
  },
  {
    subject: 'Retraso en caseta',
    description: 'Fila de 2 horas en la caseta de Querétaro por revisión.',
    category: 'otro',
    priority: 'baja',
  },
];
const statusCycle: ContractField<'Ticket', 'status'>[] = [
  'abierto',
  'en_proceso',
  'en_espera',
  'resuelto',
  'cerrado',
  'abierto',
  'cancelado',
];

/** Seeds the workforce of every demo company. */
export async function seedWorkforce(
  tx: Database,
  options: {
    companyIds: Map<string, number>;
    departmentIds: Map<string, number>;
    userIds: Map<string, number>;
    now: number;
  },
): Promise<void> {
  const { companyIds, departmentIds, userIds, now } = options;
  const crews: Crew[] = [...companyIds.keys()].map((slug, i) =>
    slug === 'transportes-del-bajio'
      ? { slug, employees: 60, drivers: 12, units: 16, terminals: tdbTerminals, tickets: 14 }
      : {
          slug,
          employees: 6 + (i % 5),
          drivers:
            slug.includes('logistic') ||
            slug.includes('fletes') ||
            slug.includes('autobuses') ||
            slug.includes('portuaria') ||
            slug.includes('maritima')
              ? 3
              : 1,
          units: 2,
          terminals: [],
          tickets: 2,
        },
  );
  const staffOf = new Map<number, number>();
  for (const row of await tx.select().from(t.companyMembers))
    staffOf.set(row.companyId, row.userId);

  for (const [index, crew] of crews.entries()) {
    const random = mulberry32(7919 * (index + 1));
    const companyId = companyIds.get(crew.slug)!;
    const departmentOf = async (name: string) => {
      const key = `${crew.slug}/${name}`;
      if (!departmentIds.has(key)) {
        const [row] = await tx.insert(t.departments).values({ companyId, name }).returning();
        departmentIds.set(key, row!.id);
      }
      return departmentIds.get(key)!;
    };
    const departmentNames =
      crew.slug === 'transportes-del-bajio'
        ? ['Operaciones', 'Recursos Humanos', 'Mantenimiento', 'Almacén']
        : ['Operaciones', 'Administración'];
    const deptIds = await Promise.all(departmentNames.map(departmentOf));

    const plates = new Set<string>();
    const plateOf = () => {
      // Unique per company (units_company_plate_idx); a repeat draws again.
      for (;;) {
        const plate = `${10 + randomIndex(random, 89)}-A${String.fromCharCode(65 + randomIndex(random, 26))}-${randomIndex(random, 9)}${String.fromCharCode(65 + randomIndex(random, 26))}`;
        if (plates.has(plate)) continue;
        plates.add(plate);
        return plate;
      }
    };
    const unitRows = await tx
      .insert(t.units)
      .values(
        Array.from({ length: crew.units }, (_, i) => {
          const plate = plateOf();
          const brand = pick(random, ['Freightliner', 'Kenworth', 'International', 'Volvo']);
          const model = pick(random, ['Cascadia', 'T680', 'LT625', 'VNL 760']);
          const personnel = crew.slug === 'transportes-del-bajio' ? personnelUnits[i] : undefined;
          return {
            companyId,
            economicNumber: `T-${String(i + 1).padStart(3, '0')}`,
            plate,
            type: personnel?.type ?? (i % 5 === 4 ? 'remolque' : 'tractocamion'),
            brand: personnel?.brand ?? brand,
            model: personnel?.model ?? model,
            year: 2016 + randomIndex(random, 9),
            capacityKg: personnel ? null : 30000,
            passengerCapacity: personnel?.seats ?? null,
            status: pick(random, ['disponible', 'en_ruta', 'en_ruta', 'en_mantenimiento'] as const),
            gpsDeviceId: `CEIBA-${80000 + index * 100 + i}`,
            insuranceExpiresAt: new Date(now + (60 + randomIndex(random, 300)) * 86_400_000)
              .toISOString()
              .slice(0, 10),
          };
        }),
      )
      .returning({ id: t.units.id });

    const linked =
      crew.slug === 'transportes-del-bajio'
        ? [
            { email: 'empleado@jornada.test', driver: false },
            { email: 'chofer@jornada.test', driver: true },
          ]
        : [];
    const people = Array.from({ length: crew.employees }, (_, i) => {
      const account = linked[i];
      const driver = account
        ? account.driver
        : i < crew.drivers + (linked.length ? 1 : 0) && i >= linked.length - 1;
      const sex = (driver ? random() < 0.85 : random() < 0.5) ? 'H' : 'M';
      // The demo accounts' own records carry the accounts' names.
      const person = account && demoAccounts.find((a) => a.email === account.email);
      const name = person?.name ?? pick(random, firstNames[sex]);
      const surname = person?.surname ?? pick(random, surnames);
      const lastname = person?.lastname ?? pick(random, surnames);
      const department = driver ? deptIds[0]! : deptIds[i % deptIds.length]!;
      const departmentName = departmentNames[deptIds.indexOf(department)]!;
      const hired = new Date(now - (30 + randomIndex(random, 2500)) * 86_400_000);
      const status: ContractField<'Employee', 'status'> =
        i % 17 === 16 ? 'vacaciones' : i % 23 === 22 ? 'incapacidad' : 'activo';
      return {
        companyId,
        departmentId: department,
        userId: account ? (userIds.get(account.email) ?? null) : null,
        employeeNumber: `E-${String(i + 1).padStart(4, '0')}`,
        name,
        surname,
        lastname,
        email: `${plain(name.split(' ')[0]!).toLowerCase()}.${plain(surname).toLowerCase()}${i + 1}@${crew.slug.replace(/-/g, '').slice(0, 20)}.example`,
        phone: `477${String(1000000 + randomIndex(random, 8999999))}`,
        curp: curpOf(random, name, surname, lastname, sex, i),
        nss: String(10000000000 + randomIndex(random, 89999999999)).slice(0, 11),
        position: driver
          ? 'Operador de tractocamión'
          : pick(random, officePositions[departmentName] ?? ['Auxiliar']),
        isDriver: driver,
        licenseNumber: driver ? `GTO${String(100000 + i * 37).padStart(7, '0')}` : null,
        licenseExpiresAt: driver
          ? new Date(now + (20 + randomIndex(random, 900)) * 86_400_000).toISOString().slice(0, 10)
          : null,
        status,
        hiredAt: hired.toISOString().slice(0, 10),
        createdAt: hired,
        updatedAt: hired,
      };
    });
    const employeeRows = await tx.insert(t.employees).values(people).returning();
    const drivers = employeeRows.filter((e) => e.isDriver);
    if (drivers.length && unitRows.length)
      await tx
        .insert(t.driverUnits)
        .values(
          drivers
            .slice(0, unitRows.length)
            .map((d, i) => ({ employeeId: d.id, unitId: unitRows[i]!.id })),
        );

    if (crew.terminals.length)
      await tx.insert(t.terminals).values(
        crew.terminals.map((terminal) => ({
          companyId,
          name: terminal.name,
          code: terminal.code,
          type: terminal.type,
          address: terminal.address,
          latitude: terminal.lat,
          longitude: terminal.lng,
          openingTime: '06:00',
          closingTime: '22:00',
        })),
      );

    const reporter = staffOf.get(companyId);
    if (!reporter) continue;
    for (let i = 0; i < crew.tickets; i++) {
      const sample = ticketSamples[(i + index) % ticketSamples.length]!;
      const status = statusCycle[i % statusCycle.length]!;
      const created = new Date(now - (i * 2 + 1) * 86_400_000);
      const unit = unitRows[i % unitRows.length];
      const [ticket] = await tx
        .insert(t.tickets)
        .values({
          companyId,
          folio: `tmp-${companyId}-${i}`,
          subject: `${sample.subject}${unit ? ` T-${String((i % unitRows.length) + 1).padStart(3, '0')}` : ''}`,
          description: sample.description,
          category: sample.category,
          priority: sample.priority,
          status,
          unitId: unit?.id ?? null,
          reportedByUserId: reporter,
          assignedToEmployeeId:
            i % 3 === 0 ? null : employeeRows[(i * 5) % employeeRows.length]!.id,
          dueAt: new Date(created.getTime() + 3 * 86_400_000),
          resolvedAt:
            status === 'resuelto' || status === 'cerrado'
              ? new Date(created.getTime() + 86_400_000)
              : null,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: t.tickets.id });
      await tx
        .update(t.tickets)
        .set({ folio: `TK-${created.getUTCFullYear()}-${String(ticket!.id).padStart(6, '0')}` })
        .where(eq(t.tickets.id, ticket!.id));
    }
  }
}
