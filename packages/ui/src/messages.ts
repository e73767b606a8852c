/**
 * Every default user-facing string of @jornada/ui, in Spanish (es-MX).
 * One catalogue per package so that it can be translated; components take
 * overrides through their props.
 */
export const uiMessages = {
  loading: 'Cargando…',
  required: 'obligatorio',
} as const;

/** The shape of {@link uiMessages}. */
export type UiMessages = typeof uiMessages;
