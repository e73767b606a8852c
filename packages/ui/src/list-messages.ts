/**
 * The part of `uiMessages` (messages.ts, which includes it) that a public list shows — the
 * formatters' ranges, the pagination, the empty state — in a module of its own, so that the
 * vacancy search does not load every component's strings (docs/decisions/0035 of the app).
 */
/** The strings of a public list (see the file's comment); `uiMessages` spreads them. */
export const uiListMessages = {
  /** Ranges of the formatters (format/format.ts). */
  format: {
    range: (from: string, to: string) => `${from} – ${to}`,
    from: (amount: string) => `desde ${amount}`,
    upTo: (amount: string) => `hasta ${amount}`,
  },
  pagination: {
    label: 'Paginación',
    previous: 'Anterior',
    next: 'Siguiente',
    previousLabel: 'Ir a la página anterior',
    nextLabel: 'Ir a la página siguiente',
    page: 'Página {page}',
    morePages: 'Más páginas',
    pageOf: 'Página {page} de {pageCount}',
  },
  emptyState: {
    title: 'Aún no hay nada por aquí',
  },
} as const;
