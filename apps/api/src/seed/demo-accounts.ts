/**
 * The demo accounts created by the seed (README "Cuentas de demostración").
 * Password of all of them: {@link demoPassword}.
 */

/** Password of every demo account. */
export const demoPassword = 'Jornada2026!';

/** One demo account. */
export interface DemoAccount {
  email: string;
  name: string;
  surname: string;
  lastname: string;
  roles: string[];
  /** Slug of the company the account is staff of. */
  staffOf?: string;
  /** Department (name and company slug) the account works in. */
  department?: { company: string; name: string };
  /** Spanish description for logs and the README. */
  description: string;
}

/** Every demo account, in the order the start-up log lists them. */
export const demoAccounts: DemoAccount[] = [
  {
    email: 'candidato@jornada.test',
    name: 'Mariana',
    surname: 'López',
    lastname: 'Hernández',
    roles: ['job_seeker'],
    description: 'candidata con perfil completo',
  },
  {
    email: 'empresa@jornada.test',
    name: 'Ricardo',
    surname: 'Salinas',
    lastname: 'Ortega',
    roles: ['company_staff'],
    staffOf: 'transportes-del-bajio',
    department: { company: 'transportes-del-bajio', name: 'Recursos Humanos' },
    description: 'personal de Transportes del Bajío',
  },
  {
    email: 'otra-empresa@jornada.test',
    name: 'Fernanda',
    surname: 'Ruiz',
    lastname: 'Castañeda',
    roles: ['company_staff'],
    staffOf: 'logistica-portuaria-del-pacifico',
    department: { company: 'logistica-portuaria-del-pacifico', name: 'Administración' },
    description: 'personal de otra empresa',
  },
  {
    email: 'empleado@jornada.test',
    name: 'Juan Carlos',
    surname: 'Pérez',
    lastname: 'Domínguez',
    roles: ['employee'],
    department: { company: 'transportes-del-bajio', name: 'Operaciones' },
    description: 'empleado de Transportes del Bajío',
  },
  {
    email: 'chofer@jornada.test',
    name: 'José Luis',
    surname: 'Martínez',
    lastname: 'Ramírez',
    roles: ['employee', 'driver'],
    department: { company: 'transportes-del-bajio', name: 'Operaciones' },
    description: 'chofer de Transportes del Bajío',
  },
  {
    email: 'admin@jornada.test',
    name: 'Alejandra',
    surname: 'Vega',
    lastname: 'Morales',
    roles: ['admin'],
    description: 'administradora de la plataforma',
  },
];
