/**
 * In Spanish (es-MX): the screen a page shows when the app's modules cannot be loaded
 * (`app/app-start.js`, docs/decisions/0046-stale-builds.md). The heading and text are the
 * connection-error screen's own (`@jornada/ui/error-screens`); only the button differs, since
 * trying the same page again is what helps.
 */
export const loadErrorMessages = {
  /** The button that loads the same page again. */
  retry: 'Reintentar',
};
