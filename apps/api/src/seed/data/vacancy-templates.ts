import type { EmploymentType } from './types.ts';

/**
 * How a role relates to location: `'campo'` roles are always on site, `'oficina'` roles are
 * mostly on site with some hybrid or remote, `'tecnologia'` roles are frequently remote or hybrid.
 */
export type WorkStyle = 'campo' | 'oficina' | 'tecnologia';

/** One job title with its realistic 2026 monthly gross salary band in Mexico. */
export interface VacancyTitleTemplate {
  /** Job title in Spanish. */
  title: string;
  /** Lower end of the monthly gross salary band, whole MXN. */
  salaryMin: number;
  /** Upper end of the monthly gross salary band, whole MXN. */
  salaryMax: number;
  /** Drives the modality mix. */
  workStyle: WorkStyle;
  /** Contract type when it is not (mostly) full time. */
  employmentType?: EmploymentType;
  /** Upper bound for openings per vacancy (default 2). */
  maxPositions?: number;
  /** Business sectors that hire this title; overrides the category's `sectorSlugs`. */
  sectors?: string[];
  /** Title-specific responsibilities (≥ 3); when present they replace the category's. */
  duties?: string[];
}

/** Everything needed to write vacancies of one job category. */
export interface CategoryTemplate {
  /** Slug of the job category. */
  categorySlug: string;
  /** Business sectors whose companies typically hire for this category, best fit first. */
  sectorSlugs: string[];
  /** At least 8 titles with salary bands. */
  titles: VacancyTitleTemplate[];
  /** Responsibilities, written as infinitive phrases in lowercase (joined into a sentence). */
  duties: string[];
  /** Category-specific requirements, one per item. */
  requirements: string[];
}

/** Shorthand for a title template. */
const t = (
  title: string,
  salaryMin: number,
  salaryMax: number,
  workStyle: WorkStyle,
  extra: Pick<VacancyTitleTemplate, 'employmentType' | 'maxPositions' | 'sectors' | 'duties'> = {},
): VacancyTitleTemplate => ({ title, salaryMin, salaryMax, workStyle, ...extra });

const LOGISTICA = 'logistica-y-transporte-de-carga';
const PUERTOS = 'operacion-portuaria';
const ADUANAS = 'aduanas-y-comercio-exterior';
const PASAJEROS = 'transporte-de-pasajeros';
const AUTOMOTRIZ = 'manufactura-automotriz';
const ELECTRONICA = 'manufactura-electronica';
const ALIMENTOS = 'alimentos-y-bebidas';
const AGRO = 'agroindustria';
const RETAIL = 'comercio-minorista';
const TECNOLOGIA = 'tecnologia';
const FINANCIEROS = 'servicios-financieros';
const SALUD = 'salud';
const CONSTRUCCION = 'construccion';
const ENERGIA = 'energia';
const HOTELERIA = 'hoteleria-y-turismo';
const EDUCACION = 'educacion';
const SEGURIDAD = 'seguridad-privada';

// Role-family responsibilities shared by several titles (infinitive phrases, lowercase).
const D_DRIVER = [
  'realizar viajes locales y foráneos cumpliendo los tiempos de entrega',
  'revisar las condiciones mecánicas de la unidad antes de cada salida',
  'llenar correctamente la carta porte y la bitácora de horas de servicio',
  'cuidar la mercancía y la documentación durante el trayecto',
  'reportar incidencias, desviaciones o retrasos en tiempo real',
  'respetar el reglamento de tránsito y las políticas de manejo defensivo',
];
const D_TRAFFIC = [
  'dar seguimiento satelital a las unidades en ruta',
  'coordinar citas de carga y descarga con clientes y almacenes',
  'asignar unidades y operadores según la demanda de viajes',
  'optimizar rutas para reducir kilómetros vacíos y consumo de diésel',
  'elaborar indicadores de cumplimiento de entregas',
  'coordinarse con mantenimiento para programar servicios preventivos',
  'atender a clientes sobre el estatus de sus embarques',
];
const D_SALES = [
  'prospectar y visitar clientes nuevos dentro de la zona asignada',
  'dar seguimiento a la cartera de clientes y a sus pedidos',
  'elaborar cotizaciones y negociar condiciones comerciales',
  'cumplir con la cuota mensual de ventas',
  'registrar oportunidades y avances en el CRM',
  'reportar a la gerencia la actividad de la competencia',
];
const D_STORE = [
  'atender a los clientes en piso y resolver sus dudas sobre productos',
  'realizar cobros, cortes de caja y arqueos',
  'mantener la exhibición de productos conforme al planograma',
  'apoyar en la recepción de mercancía y en los inventarios',
  'cuidar el orden y la limpieza de la tienda',
];
const D_DEV = [
  'diseñar, desarrollar y mantener servicios y APIs',
  'participar en revisiones de código y definiciones de arquitectura',
  'escribir pruebas automatizadas y mantener la calidad del código',
  'colaborar con producto y diseño en ceremonias ágiles',
  'monitorear el desempeño de las aplicaciones en producción',
  'documentar procesos técnicos y decisiones de diseño',
];
const D_SUPPORT = [
  'atender tickets de soporte y dar seguimiento hasta su cierre',
  'instalar y configurar equipos de cómputo, impresoras y software',
  'administrar cuentas de usuario y accesos',
  'mantener el inventario de equipo de cómputo',
  'revisar cableado, switches y puntos de acceso inalámbrico',
];
const D_LINE = [
  'operar el equipo de la línea conforme a las hojas de instrucción',
  'cumplir con las metas de producción por turno',
  'realizar inspecciones visuales y registrar los resultados',
  'reportar defectos y paros de línea al supervisor',
  'mantener el área de trabajo limpia y ordenada bajo la metodología 5S',
  'utilizar correctamente el equipo de protección personal',
  'llenar formatos de control de producción y scrap',
];
const D_CONTACT = [
  'atender llamadas, chats y correos de clientes con cordialidad',
  'registrar cada interacción en el sistema de tickets',
  'dar seguimiento a quejas y aclaraciones hasta su solución',
  'ofrecer productos y servicios adicionales cuando aplique',
  'cumplir con los indicadores de nivel de servicio y satisfacción',
  'canalizar los casos complejos al área correspondiente',
];
const D_NURSE = [
  'brindar atención y cuidados a pacientes conforme a los protocolos',
  'registrar signos vitales y notas en el expediente clínico',
  'preparar y administrar medicamentos según la indicación médica',
  'mantener el control de insumos y material de curación',
  'cumplir con las normas de seguridad del paciente y control de infecciones',
  'entregar pacientes y reportes al siguiente turno',
];
const D_TEACHER = [
  'planear y impartir clases conforme al programa de la SEP',
  'evaluar el aprendizaje y dar retroalimentación a los alumnos',
  'elaborar material didáctico y actividades de aprendizaje',
  'mantener comunicación constante con madres y padres de familia',
  'participar en juntas de academia y consejo técnico',
  'registrar calificaciones y asistencias en la plataforma escolar',
];
const D_SITE = [
  'ejecutar los trabajos conforme a planos y especificaciones',
  'cumplir las medidas de seguridad en obra y el uso de EPP',
  'cuidar la herramienta y el material asignados',
  'mantener limpia y ordenada el área de trabajo',
  'apoyar al maestro de obras en las actividades del día',
];
const D_SITE_LEAD = [
  'llevar la bitácora de obra y reportar avances diarios',
  'controlar materiales, herramienta y personal a cargo',
  'verificar la calidad de los trabajos y las pruebas de laboratorio',
  'elaborar generadores y estimaciones',
  'coordinar a contratistas y subcontratistas en sitio',
  'vigilar el cumplimiento del programa de obra',
];
const D_HOTEL_FRONT = [
  'recibir a los huéspedes y realizar el registro de entrada y salida',
  'atender solicitudes y quejas de huéspedes con actitud de servicio',
  'promover los servicios y amenidades del hotel',
  'coordinar traslados, reservaciones de restaurantes y tours',
  'manejar el fondo de caja y los pagos de huéspedes',
];
const D_HOUSEKEEPING = [
  'preparar habitaciones conforme a los estándares de la marca',
  'surtir amenidades, blancos y minibar',
  'reportar desperfectos al área de mantenimiento',
  'entregar objetos olvidados al área de ama de llaves',
  'cuidar el uso correcto de los productos de limpieza',
];
const D_WAREHOUSE = [
  'recibir, revisar y acomodar mercancía en las ubicaciones asignadas',
  'surtir pedidos con escáner de radiofrecuencia',
  'cargar y descargar unidades cuidando el producto',
  'realizar conteos cíclicos e inventarios físicos',
  'registrar entradas y salidas en el sistema WMS',
  'mantener los pasillos libres y el almacén ordenado',
  'preparar embarques y verificar la documentación de salida',
];
const D_FORKLIFT = [
  'operar el montacargas con seguridad durante todo el turno',
  'realizar la revisión diaria del equipo (checklist) antes de operarlo',
  'cargar y descargar tráileres y contenedores',
  'acomodar tarimas en rack a diferentes alturas',
  'reportar fallas del equipo al área de mantenimiento',
];
const D_GUARD = [
  'controlar el acceso de personas, vehículos y materiales',
  'realizar rondines y revisiones periódicas de las instalaciones',
  'llenar bitácoras e informes de novedades por turno',
  'aplicar los protocolos de emergencia y evacuación',
  'reportar de inmediato cualquier situación de riesgo',
];
const D_MAINT = [
  'ejecutar el programa de mantenimiento preventivo y correctivo',
  'diagnosticar fallas eléctricas, mecánicas, neumáticas e hidráulicas',
  'registrar las órdenes de trabajo en el sistema de mantenimiento',
  'solicitar refacciones y controlar el inventario de repuestos',
  'aplicar los procedimientos de bloqueo y etiquetado (LOTO)',
  'apoyar en la instalación y arranque de equipos nuevos',
];
const D_MECHANIC = [
  'dar servicio preventivo a motores, frenos y suspensiones',
  'diagnosticar fallas con escáner y herramienta especializada',
  'registrar las reparaciones en la bitácora de cada unidad',
  'solicitar refacciones y verificar su correcta instalación',
  'mantener el taller limpio y la herramienta en buen estado',
];
const D_LAWYER = [
  'elaborar y revisar contratos mercantiles y civiles',
  'dar seguimiento a juicios laborales, mercantiles y administrativos',
  'asesorar a las áreas internas en temas legales',
  'atender requerimientos de autoridades',
  'preparar escritos, demandas y contestaciones',
  'llevar el control de poderes, actas y libros corporativos',
];
const D_ENG_PLANT = [
  'analizar y optimizar los procesos de producción',
  'elaborar y actualizar AMEF, planes de control y diagramas de flujo',
  'liderar proyectos de mejora con metodología Lean Six Sigma',
  'atender quejas de clientes con metodología 8D',
  'validar equipos y procesos nuevos mediante corridas de prueba',
  'dar seguimiento a indicadores de eficiencia, scrap y OEE',
];
const D_ENG_PROJECT = [
  'diseñar y calcular instalaciones y sistemas conforme a la normativa vigente',
  'elaborar memorias de cálculo, planos y catálogos de conceptos',
  'coordinar proyectos con proveedores y contratistas',
  'supervisar la ejecución en campo y las pruebas de arranque',
  'dar seguimiento al presupuesto y al programa del proyecto',
];
const D_CUSTOMS_OFFICE = [
  'clasificar mercancías conforme a la TIGIE',
  'elaborar, revisar y validar pedimentos',
  'coordinar el despacho con agentes aduanales y transportistas',
  'dar seguimiento a contenedores, BL y guías hasta su liberación',
  'verificar el cumplimiento de regulaciones y restricciones no arancelarias',
  'integrar expedientes de comercio exterior',
];
const D_CUSTOMS_FIELD = [
  'presentar la mercancía en el módulo de selección automatizada',
  'atender reconocimientos aduaneros y verificar la mercancía contra documentos',
  'coordinar maniobras de revisión en patio o recinto fiscal',
  'tramitar liberaciones ante la aduana y las navieras',
  'reportar discrepancias y daños al ejecutivo de tráfico',
];
const D_KITCHEN = [
  'preparar alimentos conforme a recetas estándar y fichas técnicas',
  'montar y mantener la estación de trabajo antes de cada servicio',
  'cuidar la higiene y la inocuidad conforme al distintivo H',
  'controlar mermas, inventarios y rotación de insumos (PEPS)',
  'apoyar en la limpieza de utensilios y áreas de cocina',
];
const D_FLOOR = [
  'atender a los comensales con amabilidad y rapidez',
  'tomar órdenes y sugerir platillos y bebidas del menú',
  'montar y desmontar mesas y estaciones de servicio',
  'cobrar cuentas y manejar la terminal bancaria',
  'mantener limpia y ordenada el área de servicio',
];
const D_CLEANING = [
  'realizar la limpieza de áreas comunes, oficinas y sanitarios',
  'aplicar los procedimientos de limpieza y desinfección por área',
  'manejar correctamente los productos químicos y sus hojas de seguridad',
  'separar y disponer los residuos conforme a la normatividad',
  'reportar desperfectos y faltantes de insumos',
  'operar equipo de limpieza como pulidoras y aspiradoras',
];

/** Per-category title, duty and requirement templates used by `generateVacancies`. */
export const categoryTemplates: CategoryTemplate[] = [
  {
    categorySlug: 'logistica-y-transporte',
    sectorSlugs: [LOGISTICA, PUERTOS, ALIMENTOS, RETAIL, AGRO],
    titles: [
      t('Operador de tractocamión full', 24000, 34000, 'campo', {
        maxPositions: 8,
        sectors: [LOGISTICA],
        duties: D_DRIVER,
      }),
      t('Operador de tractocamión sencillo', 19000, 27000, 'campo', {
        maxPositions: 6,
        sectors: [LOGISTICA, PUERTOS, AGRO],
        duties: D_DRIVER,
      }),
      t('Chofer repartidor con licencia tipo B', 12000, 16500, 'campo', {
        maxPositions: 5,
        duties: [...D_DRIVER.slice(1, 5), 'entregar pedidos y recabar firmas y cobros de clientes'],
      }),
      t('Operador de camión rabón', 15000, 20000, 'campo', { maxPositions: 4, duties: D_DRIVER }),
      t('Coordinador de tráfico', 18000, 26000, 'oficina', { duties: D_TRAFFIC }),
      t('Monitorista GPS', 10500, 14000, 'campo', {
        maxPositions: 3,
        sectors: [LOGISTICA, PUERTOS],
        duties: [
          'dar seguimiento satelital a las unidades en ruta',
          'detectar paradas no autorizadas y desvíos de ruta',
          'mantener comunicación con operadores durante el viaje',
          'activar los protocolos de seguridad ante cualquier incidente',
          'elaborar reportes de cada turno de monitoreo',
        ],
      }),
      t('Despachador de unidades', 13000, 17500, 'campo', { duties: D_TRAFFIC }),
      t('Analista de logística', 17000, 24000, 'oficina', { duties: D_TRAFFIC }),
      t('Jefe de flota', 28000, 38000, 'oficina', {
        sectors: [LOGISTICA, PASAJEROS],
        duties: D_TRAFFIC,
      }),
      t('Planeador de rutas de distribución', 16000, 22000, 'oficina', { duties: D_TRAFFIC }),
      t('Operador de tractor de patio', 14000, 19000, 'campo', {
        maxPositions: 4,
        sectors: [PUERTOS, LOGISTICA],
        duties: [
          'mover contenedores y cajas secas entre andenes y patio',
          'revisar la unidad al inicio de cada turno',
          'seguir las indicaciones de la torre de control de patio',
          'respetar los límites de velocidad y las zonas peatonales',
          'reportar daños en contenedores o unidades',
        ],
      }),
      t('Gerente de operaciones logísticas', 45000, 65000, 'oficina', {
        sectors: [LOGISTICA, PUERTOS],
        duties: [
          'dirigir la operación de tráfico, patio y almacén',
          'negociar tarifas con clientes y transportistas',
          'dar seguimiento a indicadores de servicio, costos y seguridad',
          'desarrollar a los líderes de cada área',
          'proponer proyectos de mejora y crecimiento de la operación',
        ],
      }),
    ],
    duties: D_TRAFFIC,
    requirements: [
      'Conocimiento de carreteras del centro y norte del país',
      'Manejo de Excel intermedio',
      'Secundaria o preparatoria terminada',
      'Conocimiento del complemento Carta Porte',
      'Disponibilidad para viajar',
      'Licencia de conducir vigente acorde a la unidad',
    ],
  },
  {
    categorySlug: 'ventas',
    sectorSlugs: [RETAIL, ALIMENTOS, FINANCIEROS, LOGISTICA, TECNOLOGIA],
    titles: [
      t('Ejecutivo de ventas B2B', 16000, 26000, 'oficina'),
      t('Vendedor de piso', 9800, 13000, 'campo', {
        maxPositions: 5,
        sectors: [RETAIL],
        duties: D_STORE,
      }),
      t('Asesor comercial de campo', 12000, 18000, 'campo', { maxPositions: 4 }),
      t('Ejecutivo de cuenta clave', 26000, 38000, 'oficina'),
      t('Promotor de ventas en autoservicio', 9800, 12500, 'campo', {
        maxPositions: 6,
        sectors: [ALIMENTOS],
        duties: [
          'acomodar y surtir el producto en anaquel',
          'revisar precios, fechas de caducidad y exhibiciones',
          'realizar degustaciones e impulsar la venta en tienda',
          'levantar pedidos sugeridos con el encargado de la tienda',
          'reportar faltantes y actividades de la competencia',
        ],
      }),
      t('Gerente de tienda', 22000, 32000, 'campo', {
        sectors: [RETAIL],
        duties: [
          'administrar la operación diaria de la sucursal',
          'cumplir con el presupuesto de ventas y de gastos',
          'contratar, capacitar y evaluar al personal',
          'controlar inventarios, mermas y auditorías',
          'asegurar una excelente experiencia de compra',
        ],
      }),
      t('Supervisor de ventas', 20000, 28000, 'campo'),
      t('Representante de ventas telefónicas', 10000, 14000, 'oficina', { maxPositions: 6 }),
      t('Cajero vendedor de medio tiempo', 6500, 8000, 'campo', {
        employmentType: 'medio_tiempo',
        maxPositions: 6,
        sectors: [RETAIL],
        duties: D_STORE,
      }),
      t('Ejecutivo de ventas de servicios logísticos', 17000, 27000, 'oficina', {
        sectors: [LOGISTICA, PUERTOS, ADUANAS],
      }),
      t('Asesor de crédito', 11000, 16000, 'campo', {
        maxPositions: 4,
        sectors: [FINANCIEROS],
        duties: [
          'promover créditos para pequeños negocios en la zona asignada',
          'integrar expedientes y validar la documentación de los solicitantes',
          'realizar visitas de verificación a negocios y domicilios',
          'dar seguimiento a la cartera y a los pagos de los clientes',
          'cumplir con la meta mensual de colocación',
        ],
      }),
    ],
    duties: D_SALES,
    requirements: [
      'Experiencia comprobable en ventas con cuota',
      'Facilidad de palabra y gusto por el trato con clientes',
      'Preparatoria terminada',
      'Manejo de paquetería de Office',
      'Conocimiento del mercado local',
      'Orientación a resultados',
    ],
  },
  {
    categorySlug: 'tecnologias-de-la-informacion',
    sectorSlugs: [TECNOLOGIA, FINANCIEROS, RETAIL],
    titles: [
      t('Desarrollador backend Node.js', 35000, 55000, 'tecnologia'),
      t('Desarrollador backend Node.js senior', 55000, 85000, 'tecnologia'),
      t('Desarrollador frontend React', 32000, 52000, 'tecnologia'),
      t('Desarrollador full stack TypeScript', 40000, 65000, 'tecnologia', {
        employmentType: 'por_proyecto',
      }),
      t('Ingeniero de datos', 45000, 70000, 'tecnologia', {
        duties: [
          'construir y mantener pipelines de datos en la nube',
          'modelar datos para reportes y tableros',
          'asegurar la calidad y la trazabilidad de la información',
          'optimizar consultas y procesos de carga',
          'colaborar con analistas y científicos de datos',
        ],
      }),
      t('Analista de soporte técnico', 12000, 17000, 'oficina', {
        maxPositions: 3,
        duties: D_SUPPORT,
      }),
      t('Administrador de bases de datos PostgreSQL', 40000, 60000, 'tecnologia', {
        duties: [
          'administrar instancias de PostgreSQL en producción',
          'configurar respaldos, réplicas y planes de recuperación',
          'optimizar consultas e índices',
          'monitorear el rendimiento y la capacidad de las bases de datos',
          'aplicar políticas de seguridad y control de accesos',
        ],
      }),
      t('Ingeniero DevOps', 50000, 80000, 'tecnologia', {
        duties: [
          'automatizar despliegues e infraestructura como código',
          'mantener los pipelines de integración y entrega continua',
          'administrar clústeres de contenedores en la nube',
          'implementar monitoreo, alertas y guardias',
          'colaborar con los equipos de desarrollo en buenas prácticas de operación',
        ],
      }),
      t('Desarrollador móvil Flutter', 35000, 55000, 'tecnologia'),
      t('Analista de QA automatizado', 28000, 42000, 'tecnologia', {
        duties: [
          'diseñar y ejecutar casos de prueba funcionales y de regresión',
          'automatizar pruebas de interfaz y de API',
          'reportar y dar seguimiento a defectos',
          'participar en la definición de criterios de aceptación',
          'mantener la documentación de pruebas',
        ],
      }),
      t('Técnico de redes y telecomunicaciones', 14000, 20000, 'campo', { duties: D_SUPPORT }),
      t('Practicante de desarrollo de software', 7000, 9500, 'tecnologia', {
        employmentType: 'practicas',
        maxPositions: 4,
      }),
      t('Líder técnico de desarrollo', 70000, 95000, 'tecnologia', {
        sectors: [TECNOLOGIA, FINANCIEROS],
      }),
    ],
    duties: D_DEV,
    requirements: [
      'Ingeniería en Sistemas, Computación o carrera afín',
      'Inglés intermedio para lectura técnica y llamadas',
      'Experiencia con Git y flujos de integración continua',
      'Conocimiento de bases de datos relacionales',
      'Experiencia en la nube (AWS, Azure o GCP), deseable',
      'Conocimiento de metodologías ágiles (Scrum o Kanban)',
    ],
  },
  {
    categorySlug: 'manufactura-y-produccion',
    sectorSlugs: [AUTOMOTRIZ, ELECTRONICA, ALIMENTOS, AGRO],
    titles: [
      t('Operador de producción', 9800, 12500, 'campo', { maxPositions: 25 }),
      t('Operador de máquina CNC', 13000, 18500, 'campo', {
        maxPositions: 4,
        sectors: [AUTOMOTRIZ],
      }),
      t('Técnico en moldeo por inyección', 14000, 19500, 'campo', {
        sectors: [AUTOMOTRIZ, ELECTRONICA],
      }),
      t('Inspector de calidad', 12000, 16000, 'campo', { maxPositions: 4 }),
      t('Supervisor de producción', 22000, 32000, 'campo', {
        duties: [
          'coordinar al personal de línea y asignar actividades por turno',
          'dar seguimiento a las metas de producción, calidad y seguridad',
          'atender paros de línea junto con mantenimiento y calidad',
          'capacitar al personal en las hojas de instrucción',
          'reportar indicadores de eficiencia y ausentismo',
        ],
      }),
      t('Soldador calificado MIG/TIG', 14000, 20000, 'campo', {
        maxPositions: 5,
        sectors: [AUTOMOTRIZ, CONSTRUCCION],
      }),
      t('Ensamblador de arneses', 9800, 12000, 'campo', {
        maxPositions: 20,
        sectors: [AUTOMOTRIZ, ELECTRONICA],
      }),
      t('Líder de línea', 14000, 18000, 'campo', { maxPositions: 3 }),
      t('Operador de prensa de estampado', 11500, 15000, 'campo', {
        maxPositions: 8,
        sectors: [AUTOMOTRIZ],
      }),
      t('Técnico de SMT', 13000, 18000, 'campo', { maxPositions: 3, sectors: [ELECTRONICA] }),
      t('Empacador de producto terminado', 9800, 11500, 'campo', {
        employmentType: 'temporal',
        maxPositions: 15,
        sectors: [ALIMENTOS, AGRO],
      }),
    ],
    duties: D_LINE,
    requirements: [
      'Secundaria terminada',
      'Disponibilidad para rotar turnos',
      'Experiencia en industria manufacturera, deseable',
      'Lectura de instrumentos de medición (vernier, micrómetro), deseable',
      'Buena condición física para trabajar de pie',
      'Sin inconveniente en laborar tiempo extra',
    ],
  },
  {
    categorySlug: 'administracion-y-finanzas',
    sectorSlugs: [FINANCIEROS, LOGISTICA, RETAIL, AUTOMOTRIZ, CONSTRUCCION],
    titles: [
      t('Auxiliar contable', 11000, 15000, 'oficina'),
      t('Contador general', 22000, 32000, 'oficina'),
      t('Analista de cuentas por pagar', 14000, 19000, 'oficina'),
      t('Analista de crédito y cobranza', 13000, 18000, 'oficina'),
      t('Analista financiero', 22000, 32000, 'oficina'),
      t('Asistente administrativo', 10500, 14000, 'oficina', {
        duties: [
          'atender llamadas y correos del área',
          'controlar la agenda y organizar reuniones',
          'archivar y dar seguimiento a documentos',
          'controlar la caja chica y los reembolsos de gastos',
          'apoyar en compras de papelería e insumos de oficina',
        ],
      }),
      t('Tesorero', 35000, 50000, 'oficina'),
      t('Gerente de administración y finanzas', 55000, 80000, 'oficina'),
      t('Auxiliar de facturación', 10500, 13500, 'oficina'),
      t('Analista de costos', 20000, 28000, 'oficina', {
        sectors: [AUTOMOTRIZ, ALIMENTOS, CONSTRUCCION, ELECTRONICA],
      }),
      t('Practicante de contabilidad', 6500, 8500, 'oficina', { employmentType: 'practicas' }),
    ],
    duties: [
      'registrar pólizas contables y conciliar cuentas bancarias',
      'elaborar y timbrar facturas CFDI 4.0 y complementos de pago',
      'apoyar en la preparación de declaraciones y pagos provisionales',
      'dar seguimiento a la cartera vencida y programar pagos a proveedores',
      'preparar información para los estados financieros mensuales',
      'apoyar en auditorías internas y externas',
      'elaborar reportes y análisis de variaciones contra presupuesto',
    ],
    requirements: [
      'Licenciatura en Contaduría, Finanzas o Administración',
      'Manejo de CONTPAQi, Aspel o SAP',
      'Excel intermedio a avanzado (tablas dinámicas, BUSCARV)',
      'Conocimiento de CFDI 4.0 y obligaciones fiscales vigentes',
      'Experiencia en cierres contables mensuales',
      'Atención al detalle y manejo de información confidencial',
    ],
  },
  {
    categorySlug: 'atencion-a-clientes',
    sectorSlugs: [RETAIL, FINANCIEROS, PASAJEROS, TECNOLOGIA, LOGISTICA],
    titles: [
      t('Agente de centro de contacto bilingüe', 16000, 22000, 'oficina', { maxPositions: 10 }),
      t('Asesor de atención a clientes', 10000, 13500, 'oficina', { maxPositions: 6 }),
      t('Ejecutivo de servicio al cliente', 13000, 17000, 'oficina'),
      t('Recepcionista', 9800, 12000, 'campo', {
        sectors: [SALUD, EDUCACION, CONSTRUCCION, FINANCIEROS, TECNOLOGIA],
        duties: [
          'recibir y orientar a visitantes y clientes',
          'atender el conmutador y canalizar llamadas',
          'registrar entradas y salidas de visitantes',
          'recibir y distribuir correspondencia y paquetería',
          'apoyar en tareas administrativas del área',
        ],
      }),
      t('Taquillero de terminal de autobuses', 9800, 12000, 'campo', {
        maxPositions: 4,
        sectors: [PASAJEROS],
        duties: [
          'vender, cambiar y cancelar boletos en el sistema',
          'informar a los pasajeros sobre horarios, tarifas y andenes',
          'realizar cortes de caja al término del turno',
          'documentar equipaje y atender aclaraciones',
          'aplicar descuentos a estudiantes, docentes y personas adultas mayores',
        ],
      }),
      t('Supervisor de centro de contacto', 20000, 27000, 'oficina', {
        duties: [
          'coordinar a un equipo de agentes y sus horarios',
          'monitorear llamadas y dar retroalimentación',
          'dar seguimiento a indicadores de nivel de servicio',
          'atender escalaciones de clientes',
          'capacitar al personal de nuevo ingreso',
        ],
      }),
      t('Agente de soporte por chat', 10500, 14000, 'tecnologia', {
        maxPositions: 8,
        sectors: [TECNOLOGIA, FINANCIEROS, RETAIL],
      }),
      t('Ejecutivo de posventa', 13000, 18000, 'oficina'),
      t('Coordinador de experiencia del cliente', 22000, 30000, 'oficina'),
    ],
    duties: D_CONTACT,
    requirements: [
      'Preparatoria terminada',
      'Excelente ortografía y redacción',
      'Experiencia en centros de contacto, deseable',
      'Manejo de computadora y sistemas de tickets',
      'Disponibilidad de horario, incluidos fines de semana',
      'Inglés avanzado, para posiciones bilingües',
    ],
  },
  {
    categorySlug: 'salud',
    sectorSlugs: [SALUD],
    titles: [
      t('Enfermera general turno nocturno', 14000, 19000, 'campo', { maxPositions: 4 }),
      t('Enfermera general turno matutino', 13500, 18000, 'campo', { maxPositions: 4 }),
      t('Auxiliar de enfermería', 10500, 13500, 'campo', { maxPositions: 5 }),
      t('Jefa de enfermería', 24000, 32000, 'campo'),
      t('Médico general', 22000, 32000, 'campo', {
        duties: [
          'realizar consultas de primer contacto y valoraciones',
          'elaborar notas médicas y recetas en el expediente clínico',
          'referir pacientes a especialidades cuando se requiera',
          'atender urgencias de acuerdo con los protocolos',
          'participar en campañas de prevención y promoción de la salud',
        ],
      }),
      t('Médico de empresa (medicina del trabajo)', 30000, 45000, 'campo', {
        sectors: [AUTOMOTRIZ, ELECTRONICA, ALIMENTOS, SALUD],
        duties: [
          'realizar exámenes médicos de ingreso y periódicos',
          'atender consultas y accidentes de trabajo en planta',
          'dar seguimiento a incapacidades y riesgos de trabajo ante el IMSS',
          'coordinar campañas de salud y vacunación',
          'apoyar en el cumplimiento de la NOM-030-STPS',
        ],
      }),
      t('Químico farmacobiólogo', 15000, 21000, 'campo', {
        duties: [
          'procesar muestras de química clínica, hematología y uroanálisis',
          'validar resultados y controles de calidad',
          'dar mantenimiento básico a los equipos de laboratorio',
          'tomar muestras a pacientes',
          'llevar el control de reactivos e insumos',
        ],
      }),
      t('Técnico radiólogo', 14000, 19000, 'campo', {
        duties: [
          'realizar estudios de rayos X, tomografía y mastografía',
          'preparar y posicionar al paciente para cada estudio',
          'aplicar las medidas de protección radiológica',
          'registrar los estudios en el sistema de imagen',
          'reportar fallas de los equipos',
        ],
      }),
      t('Camillero', 9800, 11500, 'campo', {
        maxPositions: 3,
        duties: [
          'trasladar pacientes entre áreas del hospital de forma segura',
          'apoyar al personal de enfermería en la movilización de pacientes',
          'mantener limpias y en buen estado camillas y sillas de ruedas',
          'entregar muestras y documentos entre servicios',
        ],
      }),
      t('Asistente de farmacia', 9800, 12000, 'campo', {
        maxPositions: 3,
        duties: [
          'surtir recetas y orientar a los pacientes sobre su medicamento',
          'acomodar medicamentos por lote y fecha de caducidad',
          'llevar el control de medicamentos controlados en el libro correspondiente',
          'realizar cobros y cortes de caja',
        ],
      }),
      t('Nutriólogo clínico', 14000, 20000, 'campo', {
        duties: [
          'valorar el estado nutricional de pacientes hospitalizados',
          'diseñar planes de alimentación según el diagnóstico',
          'coordinar con el servicio de alimentos las dietas especiales',
          'dar orientación nutricional a pacientes y familiares',
        ],
      }),
      t('Paramédico', 12000, 16000, 'campo', {
        maxPositions: 3,
        duties: [
          'atender emergencias prehospitalarias y trasladar pacientes',
          'revisar el equipo y los insumos de la ambulancia al inicio del turno',
          'llenar el formato de atención prehospitalaria',
          'aplicar protocolos de soporte vital',
        ],
      }),
    ],
    duties: D_NURSE,
    requirements: [
      'Título y cédula profesional vigentes',
      'Experiencia en hospital o clínica',
      'Conocimiento de la NOM-004-SSA3 del expediente clínico',
      'Curso de soporte vital básico (BLS) vigente',
      'Disponibilidad para guardias y fines de semana',
      'Vocación de servicio y trato humano',
    ],
  },
  {
    categorySlug: 'educacion',
    sectorSlugs: [EDUCACION],
    titles: [
      t('Docente de inglés para primaria', 11000, 16000, 'campo'),
      t('Profesor de matemáticas de secundaria', 12000, 17000, 'campo'),
      t('Docente de ciencias para preparatoria', 13000, 18000, 'campo'),
      t('Educadora de preescolar', 10500, 14000, 'campo'),
      t('Profesor de educación física', 10500, 14500, 'campo', { employmentType: 'medio_tiempo' }),
      t('Asesor académico en línea', 9800, 13000, 'tecnologia', {
        employmentType: 'medio_tiempo',
        duties: [
          'resolver dudas de alumnos a través de la plataforma en línea',
          'revisar tareas y dar retroalimentación por escrito',
          'impartir sesiones de asesoría por videollamada',
          'dar seguimiento al avance de cada alumno',
        ],
      }),
      t('Coordinador académico', 22000, 30000, 'campo', {
        duties: [
          'supervisar la planeación y el desempeño de la plantilla docente',
          'dar seguimiento a los resultados académicos por grupo',
          'coordinar juntas de academia y de consejo técnico',
          'atender a madres y padres de familia',
          'vigilar el cumplimiento de los lineamientos de la SEP',
        ],
      }),
      t('Instructor de capacitación técnica', 15000, 22000, 'campo', {
        employmentType: 'por_proyecto',
        sectors: [EDUCACION, AUTOMOTRIZ, LOGISTICA],
        duties: [
          'impartir cursos teórico-prácticos al personal operativo',
          'elaborar manuales, evaluaciones y material didáctico',
          'emitir constancias de habilidades DC-3',
          'evaluar la efectividad de la capacitación',
        ],
      }),
      t('Psicopedagogo', 14000, 19000, 'campo', {
        duties: [
          'evaluar y dar seguimiento a alumnos con necesidades de aprendizaje',
          'orientar a docentes sobre estrategias de inclusión',
          'atender a madres y padres de familia',
          'diseñar programas de apoyo socioemocional',
        ],
      }),
      t('Auxiliar de control escolar', 10000, 13000, 'oficina', {
        duties: [
          'integrar y actualizar expedientes de alumnos',
          'capturar calificaciones en los sistemas de la SEP',
          'elaborar constancias, boletas y certificados',
          'atender a madres y padres de familia en ventanilla',
        ],
      }),
    ],
    duties: D_TEACHER,
    requirements: [
      'Licenciatura en Educación o en el área a impartir',
      'Experiencia frente a grupo',
      'Manejo de plataformas educativas (Google Classroom, Moodle)',
      'Cédula profesional, deseable',
      'Constancia de no antecedentes penales',
      'Vocación docente y paciencia',
    ],
  },
  {
    categorySlug: 'construccion',
    sectorSlugs: [CONSTRUCCION, ENERGIA],
    titles: [
      t('Residente de obra', 25000, 35000, 'campo', { duties: D_SITE_LEAD }),
      t('Supervisor de obra civil', 22000, 30000, 'campo', { duties: D_SITE_LEAD }),
      t('Maestro de obras', 16000, 22000, 'campo', { duties: D_SITE_LEAD }),
      t('Albañil oficial', 11000, 15000, 'campo', { employmentType: 'temporal', maxPositions: 10 }),
      t('Ayudante general de obra', 9800, 11500, 'campo', {
        employmentType: 'temporal',
        maxPositions: 15,
      }),
      t('Fierrero', 11000, 14500, 'campo', { employmentType: 'por_proyecto', maxPositions: 6 }),
      t('Operador de retroexcavadora', 15000, 20000, 'campo', {
        maxPositions: 2,
        duties: [
          'operar la retroexcavadora en excavaciones, rellenos y carga de material',
          'revisar niveles y condiciones del equipo antes de operar',
          'llenar la bitácora de horas máquina',
          'respetar las indicaciones de seguridad en obra',
        ],
      }),
      t('Topógrafo', 15000, 22000, 'campo', {
        duties: [
          'realizar levantamientos y trazos con estación total y GPS',
          'dar niveles y ejes al personal de obra',
          'procesar la información en AutoCAD Civil 3D',
          'elaborar planos y reportes topográficos',
        ],
      }),
      t('Electricista de obra', 12500, 17000, 'campo', { maxPositions: 4 }),
      t('Arquitecto proyectista', 22000, 32000, 'oficina', {
        duties: [
          'desarrollar proyectos arquitectónicos y ejecutivos',
          'elaborar planos, renders y presentaciones para clientes',
          'coordinar las ingenierías del proyecto',
          'gestionar licencias y permisos de construcción',
        ],
      }),
      t('Estimador de costos de obra', 22000, 30000, 'oficina', {
        duties: [
          'cuantificar volúmenes de obra a partir de planos',
          'elaborar presupuestos y análisis de precios unitarios',
          'preparar propuestas para concursos y licitaciones',
          'dar seguimiento a estimaciones y conciliaciones con el cliente',
        ],
      }),
    ],
    duties: D_SITE,
    requirements: [
      'Experiencia en naves industriales o edificación',
      'Interpretación de planos arquitectónicos y estructurales',
      'Curso DC-3 de trabajos en altura, deseable',
      'Disponibilidad para trabajar en distintas obras',
      'Herramienta básica propia, deseable',
      'Manejo de AutoCAD y Opus o Neodata, para puestos técnicos',
    ],
  },
  {
    categorySlug: 'recursos-humanos',
    sectorSlugs: [LOGISTICA, AUTOMOTRIZ, ELECTRONICA, RETAIL, SEGURIDAD, HOTELERIA],
    titles: [
      t('Reclutador de personal operativo', 13000, 18000, 'oficina', {
        maxPositions: 3,
        duties: [
          'publicar vacantes y buscar candidatos en bolsas de trabajo y redes',
          'filtrar currículums y realizar entrevistas por competencias',
          'aplicar y evaluar pruebas psicométricas',
          'dar seguimiento a la contratación y al ingreso del personal',
          'reportar indicadores de cobertura y tiempo de contratación',
        ],
      }),
      t('Reclutador de TI', 20000, 30000, 'tecnologia', {
        sectors: [TECNOLOGIA],
        duties: [
          'publicar vacantes y buscar candidatos en bolsas de trabajo y redes',
          'filtrar currículums y realizar entrevistas por competencias',
          'aplicar y evaluar pruebas psicométricas',
          'dar seguimiento a la contratación y al ingreso del personal',
          'reportar indicadores de cobertura y tiempo de contratación',
        ],
      }),
      t('Analista de nóminas', 15000, 22000, 'oficina', {
        duties: [
          'procesar la nómina semanal y quincenal con sus incidencias',
          'calcular finiquitos, liquidaciones y PTU',
          'timbrar los recibos de nómina',
          'determinar cuotas obrero-patronales e impuesto sobre nómina',
          'conciliar la nómina con contabilidad',
        ],
      }),
      t('Generalista de recursos humanos', 18000, 25000, 'oficina'),
      t('Auxiliar de recursos humanos', 10500, 14000, 'oficina'),
      t('Especialista en capacitación y desarrollo', 20000, 28000, 'oficina', {
        duties: [
          'detectar necesidades de capacitación por área',
          'diseñar y coordinar el plan anual de capacitación',
          'gestionar las constancias DC-3 y los reportes ante la STPS',
          'dar seguimiento a evaluaciones de desempeño',
        ],
      }),
      t('Gerente de recursos humanos', 45000, 65000, 'oficina'),
      t('Analista de compensaciones y beneficios', 22000, 30000, 'oficina'),
      t('Trabajadora social laboral', 12000, 16000, 'campo'),
      t('Analista de relaciones laborales', 18000, 26000, 'oficina'),
    ],
    duties: [
      'publicar vacantes, filtrar candidatos y realizar entrevistas',
      'procesar la nómina semanal y quincenal con sus incidencias',
      'gestionar altas, bajas y modificaciones ante el IMSS e INFONAVIT',
      'integrar expedientes de personal y contratos',
      'coordinar el programa de capacitación y las constancias DC-3',
      'dar seguimiento a indicadores de rotación y ausentismo',
      'atender al personal y promover un buen clima laboral',
      'organizar eventos de integración y campañas internas',
    ],
    requirements: [
      'Licenciatura en Psicología, Administración o Relaciones Industriales',
      'Conocimiento de la Ley Federal del Trabajo',
      'Manejo del SUA y del IDSE',
      'Experiencia en reclutamiento masivo, deseable',
      'Manejo de Excel intermedio',
      'Conocimiento de la NOM-035-STPS',
    ],
  },
  {
    categorySlug: 'mercadotecnia',
    sectorSlugs: [RETAIL, TECNOLOGIA, ALIMENTOS, HOTELERIA, EDUCACION],
    titles: [
      t('Community manager', 12000, 17000, 'tecnologia'),
      t('Diseñador gráfico', 13000, 20000, 'tecnologia'),
      t('Especialista en marketing digital', 18000, 28000, 'tecnologia'),
      t('Coordinador de trade marketing', 20000, 28000, 'oficina', {
        sectors: [ALIMENTOS, RETAIL],
      }),
      t('Analista de inteligencia de mercado', 20000, 30000, 'oficina'),
      t('Gerente de marca', 40000, 60000, 'oficina', { sectors: [ALIMENTOS, RETAIL, HOTELERIA] }),
      t('Creador de contenido audiovisual', 13000, 19000, 'tecnologia', {
        employmentType: 'por_proyecto',
      }),
      t('Especialista SEO/SEM', 18000, 28000, 'tecnologia'),
      t('Ejecutivo de relaciones públicas', 17000, 25000, 'oficina'),
      t('Practicante de mercadotecnia', 6500, 8500, 'oficina', { employmentType: 'practicas' }),
    ],
    duties: [
      'planear y ejecutar campañas en redes sociales y medios digitales',
      'crear contenido gráfico, fotográfico y de video para la marca',
      'medir resultados de campañas y presentar reportes',
      'administrar la pauta en Meta Ads y Google Ads',
      'coordinar activaciones y materiales en punto de venta',
      'dar seguimiento a proveedores, imprentas y agencias',
      'analizar a la competencia y las tendencias del mercado',
    ],
    requirements: [
      'Licenciatura en Mercadotecnia, Comunicación o Diseño',
      'Manejo de Adobe Creative Cloud o Canva',
      'Experiencia con Meta Business Suite y Google Analytics',
      'Portafolio de trabajos recientes',
      'Excelente redacción en español',
      'Inglés intermedio, deseable',
    ],
  },
  {
    categorySlug: 'hoteleria-y-turismo',
    sectorSlugs: [HOTELERIA],
    titles: [
      t('Recepcionista bilingüe de hotel', 12000, 16000, 'campo', { maxPositions: 3 }),
      t('Concierge bilingüe', 14000, 19000, 'campo'),
      t('Botones', 9800, 11000, 'campo', {
        maxPositions: 4,
        duties: [
          'dar la bienvenida a los huéspedes y trasladar su equipaje',
          'acompañar a los huéspedes a su habitación y explicar las amenidades',
          'entregar mensajería y paquetes a las habitaciones',
          'apoyar en el resguardo de equipaje',
        ],
      }),
      t('Camarista', 9800, 11500, 'campo', { maxPositions: 12, duties: D_HOUSEKEEPING }),
      t('Ama de llaves ejecutiva', 22000, 30000, 'campo', {
        duties: [
          'dirigir al equipo de camaristas, lavandería y áreas públicas',
          'supervisar que las habitaciones cumplan los estándares de la marca',
          'controlar inventarios de blancos, amenidades y químicos',
          'elaborar los roles de turno y el presupuesto del departamento',
        ],
      }),
      t('Gerente de alimentos y bebidas', 35000, 50000, 'campo', {
        duties: [
          'dirigir la operación de restaurantes, bares y banquetes',
          'controlar costos de alimentos y bebidas',
          'asegurar estándares de calidad e higiene',
          'desarrollar menús y promociones junto con el chef ejecutivo',
        ],
      }),
      t('Coordinador de grupos y convenciones', 20000, 28000, 'oficina', {
        duties: [
          'cotizar y cerrar eventos, grupos y convenciones',
          'coordinar con las áreas del hotel la logística de cada evento',
          'dar seguimiento a contratos, depósitos y listas de habitaciones',
          'atender al cliente antes, durante y después del evento',
        ],
      }),
      t('Animador turístico', 10500, 14000, 'campo', {
        employmentType: 'temporal',
        maxPositions: 6,
        duties: [
          'organizar actividades recreativas y deportivas para huéspedes',
          'participar en los shows nocturnos',
          'atender el club de niños',
          'promover las actividades del día entre los huéspedes',
        ],
      }),
      t('Agente de reservaciones', 11000, 15000, 'oficina', {
        maxPositions: 3,
        duties: [
          'atender solicitudes de reservación por teléfono, correo y chat',
          'cotizar tarifas y paquetes vigentes',
          'registrar y modificar reservaciones en el sistema',
          'dar seguimiento a depósitos y garantías',
        ],
      }),
      t('Guía de turistas bilingüe', 12000, 17000, 'campo', {
        employmentType: 'temporal',
        duties: [
          'conducir recorridos a zonas arqueológicas, cenotes y ciudades coloniales',
          'explicar la historia y la cultura de cada destino',
          'velar por la seguridad del grupo durante el recorrido',
          'coordinar horarios con transportistas y proveedores',
        ],
      }),
    ],
    duties: D_HOTEL_FRONT,
    requirements: [
      'Inglés conversacional o avanzado',
      'Experiencia en hoteles de cuatro o cinco estrellas, deseable',
      'Manejo de Opera PMS u otro sistema hotelero',
      'Excelente presentación y actitud de servicio',
      'Disponibilidad para rolar turnos y trabajar días festivos',
      'Preparatoria o carrera técnica en turismo',
    ],
  },
  {
    categorySlug: 'almacen',
    sectorSlugs: [LOGISTICA, PUERTOS, RETAIL, AUTOMOTRIZ, ALIMENTOS, ELECTRONICA],
    titles: [
      t('Auxiliar de almacén', 9600, 13000, 'campo', { maxPositions: 10 }),
      t('Surtidor de pedidos', 9800, 12000, 'campo', { maxPositions: 15 }),
      t('Inventarista', 10500, 13500, 'campo', { maxPositions: 4 }),
      t('Almacenista de refacciones', 11000, 14500, 'campo', {
        sectors: [AUTOMOTRIZ, LOGISTICA, PASAJEROS],
      }),
      t('Embarcador', 11000, 14000, 'campo', { maxPositions: 4 }),
      t('Recibidor de mercancía', 10000, 13000, 'campo', { maxPositions: 3 }),
      t('Auxiliar de almacén para temporada navideña', 9600, 11500, 'campo', {
        employmentType: 'temporal',
        maxPositions: 20,
        sectors: [LOGISTICA, RETAIL],
      }),
      t('Montacarguista', 11500, 15000, 'campo', { maxPositions: 6, duties: D_FORKLIFT }),
      t('Operador de reach truck', 12500, 16000, 'campo', { maxPositions: 4, duties: D_FORKLIFT }),
      t('Jefe de almacén', 20000, 28000, 'campo', {
        duties: [
          'planear la operación diaria de recibo, almacenaje y embarque',
          'asegurar la exactitud de inventarios',
          'coordinar y capacitar al personal de almacén',
          'dar seguimiento a indicadores de productividad y nivel de servicio',
          'cumplir con las normas de seguridad en el almacén',
        ],
      }),
      t('Supervisor de centro de distribución', 24000, 32000, 'campo', {
        sectors: [LOGISTICA, RETAIL],
        duties: [
          'supervisar los turnos de recibo, surtido y embarque',
          'asignar cargas de trabajo y dar seguimiento a la productividad',
          'coordinar citas de andén con transportistas',
          'atender incidencias de clientes y diferencias de inventario',
        ],
      }),
    ],
    duties: D_WAREHOUSE,
    requirements: [
      'Secundaria terminada',
      'Experiencia en almacén o centro de distribución',
      'Manejo de escáner de radiofrecuencia, deseable',
      'Disponibilidad para turno nocturno o mixto',
      'Conocimiento básico de sistemas WMS o SAP',
      'Certificación vigente de montacargas (DC-3), deseable',
    ],
  },
  {
    categorySlug: 'seguridad',
    sectorSlugs: [SEGURIDAD, PUERTOS],
    titles: [
      t('Guardia de seguridad intramuros', 9800, 12500, 'campo', { maxPositions: 10 }),
      t('Guardia de seguridad turno 24x24', 10500, 13500, 'campo', { maxPositions: 8 }),
      t('Monitorista de CCTV', 10000, 13000, 'campo', {
        maxPositions: 4,
        duties: [
          'monitorear las cámaras de circuito cerrado y reportar incidentes',
          'dar seguimiento a alarmas y activar los protocolos de respuesta',
          'respaldar grabaciones a solicitud de la supervisión',
          'llenar la bitácora de eventos por turno',
        ],
      }),
      t('Custodio de transporte de carga', 13000, 17000, 'campo', {
        maxPositions: 6,
        sectors: [SEGURIDAD, LOGISTICA],
        duties: [
          'custodiar unidades de carga durante su recorrido',
          'mantener comunicación con el centro de monitoreo',
          'verificar sellos y candados en origen y destino',
          'reportar cualquier situación de riesgo durante el trayecto',
        ],
      }),
      t('Supervisor de seguridad patrimonial', 16000, 22000, 'campo', {
        duties: [
          'supervisar a los guardias de cada turno y sus consignas',
          'revisar bitácoras, rondines y puntos de control',
          'atender incidentes y elaborar los reportes correspondientes',
          'capacitar al personal en los protocolos de seguridad',
        ],
      }),
      t('Jefe de seguridad corporativa', 30000, 42000, 'oficina', {
        sectors: [SEGURIDAD, LOGISTICA, RETAIL, PUERTOS],
        duties: [
          'diseñar y actualizar el programa de seguridad patrimonial',
          'coordinar a los proveedores de guardias, monitoreo y custodia',
          'investigar robos, fraudes e incidentes graves',
          'elaborar análisis de riesgo de instalaciones y rutas',
          'mantener enlace con autoridades y cámaras empresariales',
        ],
      }),
      t('Escolta ejecutivo', 18000, 26000, 'campo', {
        duties: [
          'acompañar y proteger al ejecutivo asignado en sus traslados',
          'planear rutas y revisar los lugares a visitar',
          'conducir vehículos con técnicas de manejo defensivo',
          'mantener comunicación constante con el centro de monitoreo',
        ],
      }),
      t('Coordinador de seguridad e higiene industrial', 22000, 30000, 'campo', {
        sectors: [AUTOMOTRIZ, ELECTRONICA, ALIMENTOS, PUERTOS],
        duties: [
          'verificar el cumplimiento de las normas de la STPS en planta',
          'investigar accidentes e incidentes de trabajo',
          'impartir pláticas de seguridad y capacitaciones DC-3',
          'coordinar a las brigadas de emergencia y los simulacros',
        ],
      }),
      t('Analista de prevención de pérdidas', 14000, 19000, 'campo', {
        sectors: [RETAIL],
        duties: [
          'analizar mermas y diferencias de inventario por sucursal',
          'realizar auditorías sorpresa en tiendas',
          'revisar grabaciones de video ante incidentes',
          'proponer controles para reducir robos y pérdidas',
        ],
      }),
    ],
    duties: D_GUARD,
    requirements: [
      'Secundaria o preparatoria terminada',
      'Cartilla del Servicio Militar Nacional liberada, deseable',
      'Constancia de no antecedentes penales',
      'Aprobar exámenes de control de confianza',
      'Experiencia en seguridad privada',
      'Buena condición física',
    ],
  },
  {
    categorySlug: 'mantenimiento',
    sectorSlugs: [AUTOMOTRIZ, ELECTRONICA, ALIMENTOS, PUERTOS],
    titles: [
      t('Técnico de mantenimiento industrial', 14000, 20000, 'campo', { maxPositions: 3 }),
      t('Electricista industrial', 14000, 19500, 'campo'),
      t('Técnico electromecánico', 15000, 21000, 'campo', { maxPositions: 2 }),
      t('Técnico en PLC y automatización', 18000, 26000, 'campo', {
        sectors: [AUTOMOTRIZ, ELECTRONICA],
      }),
      t('Supervisor de mantenimiento', 22000, 32000, 'campo', {
        duties: [
          'coordinar a los técnicos de mantenimiento de cada turno',
          'dar seguimiento al programa de mantenimiento preventivo',
          'analizar fallas recurrentes y proponer mejoras',
          'controlar el presupuesto y las refacciones del área',
          'reportar indicadores de disponibilidad y tiempo muerto',
        ],
      }),
      t('Planeador de mantenimiento', 20000, 28000, 'oficina', {
        duties: [
          'programar las órdenes de mantenimiento preventivo',
          'administrar el sistema de mantenimiento (CMMS)',
          'asegurar la disponibilidad de refacciones críticas',
          'elaborar reportes de cumplimiento del programa',
        ],
      }),
      t('Ayudante de mantenimiento general', 9800, 11500, 'campo', { maxPositions: 3 }),
      t('Mecánico diésel', 14000, 21000, 'campo', {
        maxPositions: 3,
        sectors: [LOGISTICA, PASAJEROS, PUERTOS],
        duties: D_MECHANIC,
      }),
      t('Mecánico de montacargas', 13000, 18000, 'campo', {
        sectors: [LOGISTICA, PUERTOS],
        duties: D_MECHANIC,
      }),
      t('Técnico en refrigeración y aire acondicionado', 13000, 18000, 'campo', {
        sectors: [HOTELERIA, SALUD, ALIMENTOS, RETAIL],
      }),
      t('Técnico de mantenimiento de edificios', 11000, 15000, 'campo', {
        sectors: [HOTELERIA, SALUD, EDUCACION, RETAIL],
        duties: [
          'realizar reparaciones de plomería, electricidad, pintura y carpintería',
          'atender las órdenes de servicio de las diferentes áreas',
          'revisar periódicamente bombas, cisternas y subestaciones',
          'apoyar a contratistas durante sus trabajos',
        ],
      }),
    ],
    duties: D_MAINT,
    requirements: [
      'Carrera técnica o ingeniería en Electromecánica, Mecánica o Mecatrónica',
      'Experiencia en mantenimiento industrial o automotriz',
      'Lectura de diagramas eléctricos',
      'Manejo de herramienta y equipo de medición',
      'Disponibilidad para rotar turnos',
      'Herramienta básica propia, deseable',
    ],
  },
  {
    categorySlug: 'legal',
    sectorSlugs: [FINANCIEROS, LOGISTICA, CONSTRUCCION, AUTOMOTRIZ],
    titles: [
      t('Abogado corporativo', 30000, 45000, 'oficina'),
      t('Abogado laboralista', 25000, 38000, 'oficina', {
        sectors: [SEGURIDAD, AUTOMOTRIZ, LOGISTICA, HOTELERIA],
      }),
      t('Pasante de Derecho', 7500, 10000, 'oficina', { employmentType: 'practicas' }),
      t('Asistente jurídico', 12000, 16000, 'oficina'),
      t('Gerente jurídico', 60000, 85000, 'oficina'),
      t('Abogado fiscalista', 32000, 48000, 'oficina'),
      t('Especialista en cumplimiento regulatorio', 35000, 50000, 'oficina', {
        sectors: [FINANCIEROS],
        duties: [
          'vigilar el cumplimiento de la regulación de la CNBV y la CONDUSEF',
          'aplicar las políticas de prevención de lavado de dinero',
          'atender requerimientos de autoridades financieras',
          'capacitar a las áreas en temas de cumplimiento',
        ],
      }),
      t('Gestor de cobranza judicial', 14000, 20000, 'campo', {
        sectors: [FINANCIEROS],
        duties: [
          'dar seguimiento a expedientes de cobranza en juzgados',
          'realizar diligencias y notificaciones',
          'negociar convenios de pago con deudores',
          'reportar el avance de cada asunto',
        ],
      }),
      t('Abogado en materia aduanera', 30000, 45000, 'oficina', { sectors: [ADUANAS, PUERTOS] }),
    ],
    duties: D_LAWYER,
    requirements: [
      'Licenciatura en Derecho con título y cédula profesional',
      'Experiencia en litigio o en área corporativa',
      'Excelente redacción jurídica',
      'Inglés intermedio, deseable',
      'Manejo de plataformas de tribunales electrónicos',
      'Atención al detalle y discreción',
    ],
  },
  {
    categorySlug: 'ingenieria',
    sectorSlugs: [AUTOMOTRIZ, ELECTRONICA, ALIMENTOS],
    titles: [
      t('Ingeniero de procesos', 30000, 45000, 'campo'),
      t('Ingeniero de calidad automotriz', 28000, 42000, 'campo', { sectors: [AUTOMOTRIZ] }),
      t('Ingeniero de manufactura', 30000, 45000, 'campo'),
      t('Ingeniero de mejora continua', 30000, 45000, 'campo'),
      t('Ingeniero de mantenimiento', 30000, 42000, 'campo'),
      t('Ingeniero de seguridad industrial', 26000, 38000, 'campo', {
        duties: [
          'asegurar el cumplimiento de las NOM de la STPS en planta',
          'realizar análisis de riesgo por puesto de trabajo',
          'investigar accidentes y dar seguimiento a acciones correctivas',
          'coordinar brigadas, simulacros y la comisión de seguridad e higiene',
        ],
      }),
      t('Ingeniero de pruebas electrónicas', 28000, 40000, 'campo', { sectors: [ELECTRONICA] }),
      t('Ingeniero de producto', 32000, 48000, 'oficina', { sectors: [AUTOMOTRIZ, ELECTRONICA] }),
      t('Ingeniero eléctrico de proyectos', 30000, 45000, 'oficina', {
        sectors: [ENERGIA, CONSTRUCCION],
        duties: D_ENG_PROJECT,
      }),
      t('Ingeniero civil de proyectos', 28000, 40000, 'oficina', {
        sectors: [CONSTRUCCION],
        duties: D_ENG_PROJECT,
      }),
      t('Ingeniero en sistemas fotovoltaicos', 28000, 40000, 'campo', {
        sectors: [ENERGIA],
        duties: D_ENG_PROJECT,
      }),
    ],
    duties: D_ENG_PLANT,
    requirements: [
      'Ingeniería Industrial, Mecánica, Eléctrica, Electrónica o afín',
      'Inglés intermedio a avanzado',
      'Conocimiento de core tools (APQP, PPAP, AMEF, MSA, SPC), deseable',
      'Certificación Green Belt, deseable',
      'Manejo de AutoCAD o SolidWorks',
      'Experiencia de dos años o más en un puesto similar',
    ],
  },
  {
    categorySlug: 'comercio-exterior-y-aduanas',
    sectorSlugs: [ADUANAS, PUERTOS, LOGISTICA, ELECTRONICA, AUTOMOTRIZ],
    titles: [
      t('Clasificador arancelario', 18000, 26000, 'oficina', { sectors: [ADUANAS] }),
      t('Ejecutivo de tráfico de importación', 16000, 23000, 'oficina'),
      t('Ejecutivo de tráfico de exportación', 16000, 23000, 'oficina'),
      t('Analista de comercio exterior', 18000, 26000, 'oficina'),
      t('Glosador de pedimentos', 15000, 21000, 'oficina', { sectors: [ADUANAS] }),
      t('Coordinador de operaciones aduanales', 26000, 36000, 'oficina', {
        sectors: [ADUANAS, PUERTOS],
      }),
      t('Especialista en IMMEX y Anexo 24', 28000, 40000, 'oficina', {
        sectors: [ELECTRONICA, AUTOMOTRIZ, ADUANAS],
        duties: [
          'controlar el Anexo 24 y los descargos de importaciones temporales',
          'dar seguimiento a las obligaciones del programa IMMEX',
          'preparar la información para la certificación IVA e IEPS',
          'conciliar inventarios contra pedimentos',
        ],
      }),
      t('Tramitador aduanal', 13000, 18000, 'campo', {
        sectors: [ADUANAS, PUERTOS],
        duties: D_CUSTOMS_FIELD,
      }),
      t('Verificador de mercancías en recinto fiscal', 12000, 16000, 'campo', {
        maxPositions: 3,
        sectors: [PUERTOS, ADUANAS],
        duties: D_CUSTOMS_FIELD,
      }),
      t('Documentador de embarques marítimos', 14000, 19000, 'oficina', {
        sectors: [PUERTOS, ADUANAS],
      }),
    ],
    duties: D_CUSTOMS_OFFICE,
    requirements: [
      'Licenciatura en Comercio Internacional, Negocios o afín',
      'Manejo de la TIGIE y de la Ley Aduanera',
      'Conocimiento de Incoterms 2020',
      'Experiencia en agencia aduanal o área de comercio exterior',
      'Inglés intermedio',
      'Manejo de VUCEM y sistemas de pedimentos',
    ],
  },
  {
    categorySlug: 'gastronomia',
    sectorSlugs: [HOTELERIA],
    titles: [
      t('Cocinero de línea', 11000, 14500, 'campo', { maxPositions: 4 }),
      t('Ayudante de cocina', 9800, 11500, 'campo', { maxPositions: 6 }),
      t('Panadero', 11000, 14000, 'campo', { maxPositions: 2, sectors: [HOTELERIA, RETAIL] }),
      t('Sous chef', 22000, 30000, 'campo'),
      t('Chef ejecutivo', 35000, 50000, 'campo', {
        duties: [
          'diseñar menús y recetas estándar',
          'dirigir y capacitar a la brigada de cocina',
          'controlar el costo de alimentos y las compras',
          'asegurar la inocuidad conforme al distintivo H',
        ],
      }),
      t('Steward (lavaloza)', 9800, 10800, 'campo', {
        maxPositions: 6,
        duties: [
          'lavar y desinfectar loza, cristalería y utensilios',
          'mantener limpias las áreas de cocina y cámaras',
          'surtir loza a las estaciones durante el servicio',
          'manejar correctamente los químicos de limpieza',
        ],
      }),
      t('Mesero', 9800, 11500, 'campo', { maxPositions: 8, duties: D_FLOOR }),
      t('Barista', 9800, 11500, 'campo', {
        maxPositions: 3,
        sectors: [HOTELERIA, RETAIL],
        duties: [
          ...D_FLOOR.slice(0, 2),
          'preparar bebidas de café con estándares de calidad',
          'dar mantenimiento básico a la máquina de espresso',
        ],
      }),
      t('Bartender', 10500, 13500, 'campo', {
        maxPositions: 3,
        duties: [
          ...D_FLOOR.slice(0, 2),
          'preparar coctelería clásica y de autor',
          'controlar el inventario de la barra',
        ],
      }),
      t('Jefe de cocina de comedor industrial', 18000, 24000, 'campo', {
        sectors: [AUTOMOTRIZ, ELECTRONICA, ALIMENTOS],
        duties: [
          'planear menús semanales balanceados para el personal',
          'coordinar la producción de alimentos para varios turnos',
          'controlar inventarios, mermas y costos por platillo',
          'asegurar la inocuidad y la limpieza del comedor',
        ],
      }),
    ],
    duties: D_KITCHEN,
    requirements: [
      'Experiencia en cocina de hotel, restaurante o comedor industrial',
      'Conocimiento de manejo higiénico de alimentos',
      'Carrera técnica en gastronomía, deseable',
      'Disponibilidad para trabajar fines de semana',
      'Certificado médico vigente',
      'Agilidad para trabajar bajo presión',
    ],
  },
  {
    categorySlug: 'limpieza',
    sectorSlugs: [HOTELERIA, SALUD, SEGURIDAD, RETAIL, LOGISTICA, EDUCACION],
    titles: [
      t('Auxiliar de limpieza', 9800, 11000, 'campo', { maxPositions: 10 }),
      t('Auxiliar de limpieza hospitalaria', 9800, 11500, 'campo', {
        maxPositions: 6,
        sectors: [SALUD],
      }),
      t('Supervisor de limpieza', 13000, 17000, 'campo'),
      t('Operador de pulidora de pisos', 10000, 12000, 'campo', { maxPositions: 3 }),
      t('Auxiliar de limpieza de oficinas (medio tiempo)', 5500, 7000, 'campo', {
        employmentType: 'medio_tiempo',
        maxPositions: 5,
        sectors: [FINANCIEROS, TECNOLOGIA, EDUCACION],
      }),
      t('Lavador de unidades de transporte', 9800, 11000, 'campo', {
        maxPositions: 4,
        sectors: [PASAJEROS, LOGISTICA],
        duties: [
          'lavar el exterior y el interior de autobuses y tractocamiones',
          'aspirar y desinfectar asientos y cabinas',
          'reportar daños visibles en las unidades',
          'mantener en orden el área de lavado',
        ],
      }),
      t('Jardinero', 9800, 11500, 'campo', {
        maxPositions: 2,
        sectors: [HOTELERIA, EDUCACION],
        duties: [
          'dar mantenimiento a jardines, pasto y áreas verdes',
          'podar árboles y arbustos',
          'operar desbrozadora y podadora con seguridad',
          'regar y fertilizar plantas según el calendario',
        ],
      }),
      t('Lavandero industrial', 9800, 11500, 'campo', {
        maxPositions: 4,
        sectors: [HOTELERIA, SALUD],
        duties: [
          'operar lavadoras, secadoras y planchadoras industriales',
          'clasificar la ropa de cama y los uniformes por tipo de lavado',
          'doblar y entregar blancos a las áreas',
          'dosificar correctamente los químicos de lavado',
        ],
      }),
      t('Técnico en control de plagas', 11000, 14500, 'campo', {
        sectors: [SEGURIDAD, ALIMENTOS, HOTELERIA],
        duties: [
          'aplicar tratamientos de control de plagas en clientes',
          'revisar y reponer estaciones de monitoreo',
          'llenar reportes de servicio y certificados',
          'manejar los plaguicidas conforme a sus hojas de seguridad',
        ],
      }),
    ],
    duties: D_CLEANING,
    requirements: [
      'Primaria o secundaria terminada',
      'Experiencia en limpieza institucional, deseable',
      'Disponibilidad para turno matutino, vespertino o nocturno',
      'Responsabilidad y buena presentación',
      'Conocimiento de manejo de residuos, deseable',
    ],
  },
];
