/**
 * Turns TSDoc `@example` blocks in a component's description into fenced code,
 * so autodocs pages render the example as code instead of a literal
 * "@example" line. Other `@tag` lines (`@see`, `@default`…) are left
 * as they are. Already fenced examples are not fenced twice.
 *
 * @param description - the description Storybook extracted from the component's TSDoc
 * @returns Markdown for the docs page
 */
export function renderExamples(description: string): string {
  const parts = description.split(/^[ \t]*@example[ \t]*/m);
  if (parts.length === 1) return description;
  const [intro = '', ...examples] = parts;
  const blocks = examples.map((raw) => {
    const next = raw.search(/^[ \t]*@\w+/m);
    const code = (next >= 0 ? raw.slice(0, next) : raw).trim();
    const rest = next >= 0 ? `\n\n${raw.slice(next).trim()}` : '';
    const fenced = code.startsWith('```') ? code : `\`\`\`tsx\n${code}\n\`\`\``;
    return `**Example**\n\n${fenced}${rest}`;
  });
  return [intro.trim(), ...blocks].filter(Boolean).join('\n\n');
}
