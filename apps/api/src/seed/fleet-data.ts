/**
 * Demo fleet data: Transportes del Bajío's six personnel transport
 * routes through real places of León and Silao, Guanajuato (coordinates of
 * the places, WGS 84), a few routes of other transport companies, and the
 * texts of service and revision orders.
 */

/** A stop as the seed writes it: name, latitude, longitude. */
export type SeedStop = [name: string, latitude: number, longitude: number];

/** A demo route. */
export interface SeedRoute {
  code: string;
  name: string;
  origin: string;
  destination: string;
  /** Minutes from the first stop to the last. */
  minutes: number;
  stops: SeedStop[];
}

const leon = {
  centro: ['Plaza Principal de León (Zona Centro)', 21.1221, -101.6827],
  arco: ['Arco de la Calzada (Blvd. López Mateos)', 21.1176, -101.6742],
  estadio: ['Estadio León (Blvd. López Mateos Ote.)', 21.1128, -101.6589],
  poliforum: ['Poliforum León', 21.1153, -101.6548],
  central: ['Central de Autobuses de León', 21.1052, -101.6658],
  plazaMayor: ['Plaza Mayor (Blvd. Juan Alonso de Torres)', 21.1573, -101.6946],
  campestre: ['Blvd. Campestre y Blvd. López Mateos', 21.1393, -101.6899],
  metropolitano: ['Parque Metropolitano de León', 21.1725, -101.6592],
  torresLanda: ['Blvd. Juan José Torres Landa y Blvd. Hilario Medina', 21.1007, -101.6513],
  timoteo: ['Blvd. Aeropuerto y Blvd. Timoteo Lozano', 21.0932, -101.6289],
  altacia: ['Plaza Altacia (Blvd. Aeropuerto)', 21.0896, -101.6196],
  patio: ['Patio León (Blvd. Aeropuerto 2120)', 21.0824, -101.6147],
} satisfies Record<string, SeedStop>;

const silao = {
  aeropuerto: ['Aeropuerto Internacional de Guanajuato (del Bajío)', 20.9935, -101.4808],
  puertoInterior: ['Guanajuato Puerto Interior (Av. Santa Fe)', 20.9506, -101.4366],
  jardin: ['Jardín Principal de Silao', 20.9436, -101.4276],
  central: ['Central de Autobuses de Silao', 20.9479, -101.4319],
  fipasi: ['Parque Industrial FIPASI', 20.9301, -101.4089],
  gm: ['Complejo General Motors Silao', 20.9142, -101.3964],
} satisfies Record<string, SeedStop>;

/** Transportes del Bajío's personnel transport routes, in León and Silao. */
export const bajioRoutes: SeedRoute[] = [
  {
    code: 'R-LEO-GM',
    name: 'León Centro – GM Silao',
    origin: 'León Centro, Gto.',
    destination: 'Complejo GM, Silao, Gto.',
    minutes: 55,
    stops: [
      leon.centro,
      leon.arco,
      leon.estadio,
      leon.timoteo,
      silao.aeropuerto,
      silao.fipasi,
      silao.gm,
    ],
  },
  {
    code: 'R-CAB-PI',
    name: 'Central de Autobuses – Puerto Interior',
    origin: 'Central de Autobuses, León, Gto.',
    destination: 'Puerto Interior, Silao, Gto.',
    minutes: 45,
    stops: [
      leon.central,
      leon.torresLanda,
      leon.altacia,
      leon.patio,
      silao.aeropuerto,
      silao.puertoInterior,
    ],
  },
  {
    code: 'R-PMY-PI',
    name: 'Plaza Mayor – Puerto Interior',
    origin: 'Plaza Mayor, León, Gto.',
    destination: 'Puerto Interior, Silao, Gto.',
    minutes: 60,
    stops: [
      leon.plazaMayor,
      leon.campestre,
      leon.arco,
      leon.poliforum,
      leon.timoteo,
      silao.aeropuerto,
      silao.puertoInterior,
    ],
  },
  {
    code: 'R-SIL-GM',
    name: 'Silao Centro – GM Silao',
    origin: 'Silao Centro, Gto.',
    destination: 'Complejo GM, Silao, Gto.',
    minutes: 25,
    stops: [silao.jardin, silao.central, silao.puertoInterior, silao.fipasi, silao.gm],
  },
  {
    code: 'R-LEO-AER',
    name: 'León – Aeropuerto del Bajío',
    origin: 'Plaza Mayor, León, Gto.',
    destination: 'Aeropuerto del Bajío, Silao, Gto.',
    minutes: 40,
    stops: [leon.plazaMayor, leon.campestre, leon.poliforum, leon.altacia, silao.aeropuerto],
  },
  {
    code: 'R-MET-PI',
    name: 'Parque Metropolitano – Puerto Interior',
    origin: 'León Norte, Gto.',
    destination: 'Puerto Interior, Silao, Gto.',
    minutes: 65,
    stops: [
      leon.metropolitano,
      leon.estadio,
      leon.central,
      leon.torresLanda,
      leon.patio,
      silao.puertoInterior,
    ],
  },
];

/** Routes of other transport companies (by slug); the rest get one route without stops. */
export const otherRoutes: Record<string, SeedRoute[]> = {
  'autobuses-golfo-centro': [
    {
      code: 'R-XAL-VER',
      name: 'Xalapa – Veracruz',
      origin: 'Xalapa, Ver.',
      destination: 'Veracruz, Ver.',
      minutes: 120,
      stops: [
        ['Central de Autobuses de Xalapa (CAXA)', 19.5337, -96.9015],
        ['José Cardel (parque central)', 19.3697, -96.3712],
        ['Central de Autobuses de Veracruz', 19.1812, -96.1426],
      ],
    },
    {
      code: 'R-XAL-COA',
      name: 'Xalapa – Coatepec',
      origin: 'Xalapa, Ver.',
      destination: 'Coatepec, Ver.',
      minutes: 35,
      stops: [
        ['Parque Juárez, Xalapa', 19.5272, -96.9236],
        ['Parque Miguel Hidalgo, Coatepec', 19.4526, -96.9617],
      ],
    },
  ],
  'fletes-del-sureste': [
    {
      code: 'R-VHS-DBO',
      name: 'Villahermosa – Dos Bocas',
      origin: 'Villahermosa, Tab.',
      destination: 'Paraíso, Tab.',
      minutes: 90,
      stops: [
        ['Centro de Villahermosa', 17.9869, -92.9303],
        ['Paraíso (parque central)', 18.398, -93.214],
        ['Puerto de Dos Bocas', 18.4219, -93.1861],
      ],
    },
  ],
  'centro-logistico-del-valle': [
    {
      code: 'R-CIZ-TUL',
      name: 'Cuautitlán Izcalli – Tultitlán',
      origin: 'Cuautitlán Izcalli, Méx.',
      destination: 'Tultitlán, Méx.',
      minutes: 35,
      stops: [
        ['Centro Urbano, Cuautitlán Izcalli', 19.6473, -99.2108],
        ['Estación Cuautitlán (Tren Suburbano)', 19.6705, -99.1788],
        ['Tultitlán Centro', 19.645, -99.1694],
      ],
    },
  ],
  'logistica-portuaria-del-pacifico': [
    {
      code: 'R-MZO-PTO',
      name: 'Santiago – Puerto de Manzanillo',
      origin: 'Santiago, Manzanillo, Col.',
      destination: 'Puerto de Manzanillo, Col.',
      minutes: 30,
      stops: [
        ['Santiago, Manzanillo', 19.1167, -104.3453],
        ['Jardín Álvaro Obregón, Manzanillo', 19.0545, -104.3165],
        ['Recinto portuario de Manzanillo', 19.0617, -104.2977],
      ],
    },
  ],
};

/** Service orders: type, status, description, provider (null: own shop), days from now. */
export const serviceOrderSamples: [string, string, string, string | null, number][] = [
  [
    'preventivo',
    'completada',
    'Servicio de 50,000 km: aceite, filtros y revisión de bandas.',
    'Diésel y Servicios del Bajío',
    -12,
  ],
  ['correctivo', 'en_proceso', 'Cambio de balatas delanteras y rectificado de discos.', null, -1],
  [
    'llantas',
    'programada',
    'Rotación, alineación y cambio de dos llantas traseras.',
    'Llantas y Servicios León',
    2,
  ],
  ['lavado', 'abierta', 'Lavado y desinfección de interiores y asientos.', null, 1],
  [
    'correctivo',
    'abierta',
    'Falla intermitente del aire acondicionado de pasajeros.',
    'Climas Automotrices Silao',
    3,
  ],
  ['preventivo', 'programada', 'Servicio preventivo de 10,000 km.', null, 5],
  [
    'otro',
    'cancelada',
    'Instalación de cámara de reversa (cancelada por cambio de proveedor).',
    'Seguridad Vehicular del Centro',
    -6,
  ],
  ['correctivo', 'completada', 'Reparación de la puerta neumática de servicio.', null, -3],
];

/** The points a revision (inspección físico-mecánica) checks, in order. */
export const checklistItems = [
  'Luces delanteras, traseras y de freno',
  'Direccionales e intermitentes',
  'Frenos de servicio y de estacionamiento',
  'Nivel de aceite de motor',
  'Nivel de anticongelante',
  'Presión y desgaste de llantas',
  'Limpiaparabrisas y lavaparabrisas',
  'Cinturones de seguridad',
  'Extintor vigente',
  'Botiquín de primeros auxilios',
  'Salidas de emergencia señalizadas',
  'Puertas de servicio',
];

/** Revision orders: status, how many checklist points, findings (point index → comment), days from now. */
export const revisionOrderSamples: [string, number, Record<number, string>, number][] = [
  ['pendiente', 10, {}, 1],
  ['en_revision', 12, {}, 0],
  ['aprobada', 9, {}, -7],
  [
    'con_observaciones',
    11,
    { 1: 'Direccional trasera derecha fundida.', 9: 'Botiquín incompleto.' },
    -4,
  ],
  [
    'rechazada',
    8,
    { 2: 'Balatas al 10 %; frenado deficiente.', 5: 'Llanta delantera izquierda lisa.' },
    -2,
  ],
  ['pendiente', 12, {}, 3],
];
