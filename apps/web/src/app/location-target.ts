/**
 * A location as one target string, the form `?redirect=` and the remembered page take
 * (app/return-to.ts). Its own module, so that the header's sign-in link has it without the rest.
 */

/** The target of a location: its path, query and hash, e.g. `/empresa/3/empleados?pagina=2#lista`. */
export function locationTarget(location: {
  pathname: string;
  search: string;
  hash: string;
}): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
