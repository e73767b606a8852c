/**
 * The access rules, as pure functions the root loader applies.
 */

/** Paths a visitor may open without signing in. */
export const publicPaths = [
  '/',
  '/vacantes',
  '/registro',
  '/verificarme',
  '/recuperar-password',
  '/pasos',
  '/lanzamiento',
  '/inicio',
  '/politicas-privacidad',
  '/terminos-servicio',
  '/candidatos',
  '/empresas',
  '/login',
  '/contacto',
  // The clock-in kiosk and personal links (docs/decisions/0020-clock-in.md): the signed link after `#` is the credential.
  '/kiosco',
  '/checar',
  // Verifying a signed document (decision 0030): whoever received one, without an account.
  '/verificar-documento',
] as const;

/**
 * Whether `pathname` is public: one of {@link publicPaths}, any `/vacantes/{something}` or
 * `/verificar-documento/{code}`.
 */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (publicPaths as readonly string[]).includes(path) ||
    /^\/(vacantes|verificar-documento)\/[^/]+$/.test(path)
  );
}

/** The launch page, the only route outside production. */
export const launchPath = '/lanzamiento';

/** What the root loader knows when deciding. */
export interface AccessInput {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  isAuthenticated: boolean;
  /** `VITE_APP_ENV`; anything but `production` is launch mode. */
  appEnv: string;
}

/**
 * Where the rules send a navigation, or `null` to let it through:
 * outside production every route but /lanzamiento goes to /lanzamiento;
 * a visitor opening a private route goes to `/` with the query kept.
 */
export function accessRedirect({
  pathname,
  search,
  isAuthenticated,
  appEnv,
}: AccessInput): string | null {
  if (appEnv !== 'production') return pathname === launchPath ? null : launchPath;
  if (!isAuthenticated && !isPublicPath(pathname)) return `/${search}`;
  return null;
}
