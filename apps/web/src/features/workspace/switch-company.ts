/**
 * The company switcher keeps the current section of the workspace: from
 * `/empresa/3/tickets/310` it goes to `/empresa/8/tickets` (a record of one company is not a
 * record of the other, so ids and the query are dropped).
 */

/** The section path of a workspace URL: the segments after the company id up to the first id. */
export function workspaceSection(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'empresa') return '';
  const section: string[] = [];
  for (const segment of segments.slice(2)) {
    if (/^\d+$/.test(segment)) break;
    section.push(segment);
  }
  return section.join('/');
}

/** The same section of another company's workspace. */
export function switchCompanyHref(pathname: string, companyId: number): string {
  const section = workspaceSection(pathname);
  return section ? `/empresa/${companyId}/${section}` : `/empresa/${companyId}`;
}
