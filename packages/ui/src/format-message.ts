/** {@link formatMessage}: in a module of its own so that a component using it does not load every string of messages.ts. */

/**
 * Replaces `{name}` placeholders in a message of `uiMessages` (messages.ts).
 *
 * @param template - a message with `{key}` placeholders.
 * @param values - the value for each placeholder; unknown keys stay as written.
 * @returns the formatted string.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}
