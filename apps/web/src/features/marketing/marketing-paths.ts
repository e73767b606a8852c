/**
 * Paths and href builders of the public pages (spec section 2), to be merged
 * into the app's `paths.ts` by whoever owns it.
 */

/** Route patterns and href builders of the marketing, legal, launch and contact pages. */
export const marketingPaths = {
  landing: { pattern: '/', href: () => '/' },
  companies: { pattern: '/empresas', href: (hash?: string) => (hash ? `/empresas#${hash}` : '/empresas') },
  candidates: { pattern: '/candidatos', href: () => '/candidatos' },
  launch: { pattern: '/lanzamiento', href: () => '/lanzamiento' },
  launchLegacy: { pattern: '/lanzamiento-legacy', href: () => '/lanzamiento-legacy' },
  cookiePolicy: { pattern: '/politicas-cookies', href: () => '/politicas-cookies' },
  privacyPolicy: { pattern: '/politicas-privacidad', href: () => '/politicas-privacidad' },
  termsOfService: { pattern: '/terminos-servicio', href: () => '/terminos-servicio' },
  contact: { pattern: '/contacto', href: () => '/contacto' },
} as const;

/** Routes of other screens the public pages link to (owned by the app's `paths.ts`). */
export const linkedPaths = {
  vacancies: '/vacantes',
  signIn: '/login',
  signUp: '/registro',
} as const;
