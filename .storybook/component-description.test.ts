import { describe, expect, it } from 'vitest';
import { renderExamples } from './component-description.ts';

describe('given a component description with a TSDoc @example', () => {
  it('renders the example as a tsx code block, not a literal @example', () => {
    const out = renderExamples(
      'Accessible calendar.\n\n@example\n<Calendar defaultView="month" editable />',
    );
    expect(out).not.toContain('@example');
    expect(out).toBe(
      'Accessible calendar.\n\n**Example**\n\n```tsx\n<Calendar defaultView="month" editable />\n```',
    );
  });

  it('keeps fenced examples and following tags, and leaves plain descriptions alone', () => {
    expect(renderExamples('A.\n@example\n```ts\nx()\n```\n@see B')).toBe(
      'A.\n\n**Example**\n\n```ts\nx()\n```\n\n@see B',
    );
    expect(renderExamples('Only text.')).toBe('Only text.');
  });
});
