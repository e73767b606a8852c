/**
 * The strings of each role's way home (the header's links, the ☰ menu's groups, the account
 * menu's «Tus espacios» and the role links of /inicio), in Spanish (es-MX).
 * docs/decisions/0047-role-homes.md.
 */
export const roleHomeMessages = {
  groups: {
    admin: 'Administración',
    staff: 'Tu empresa',
    workforce: 'Tu trabajo',
    seeker: 'Tu búsqueda de empleo',
  },
  links: {
    console: 'Consola',
    myCompany: 'Mi empresa',
    workday: 'Mi jornada',
    attendance: 'Mi asistencia',
    complaints: 'Mis quejas',
    letters: 'Cartas laborales',
    home: 'Inicio',
    vacancies: 'Vacantes',
    favourites: 'Favoritos',
    applications: 'Postulaciones',
  },
  /** The account menu's group of every role's home. */
  yourSpaces: 'Tus espacios',
  /** The account menu's entry for the console, where «Consola» alone would be vague. */
  consoleMenu: 'Consola de administración',
  /** /inicio: the heading over the links to the person's other homes. */
  homeHeading: 'Tus espacios de trabajo',
  homeText: 'Entra directo a lo que usas cada día.',
} as const;
