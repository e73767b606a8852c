import { describe, expect, it } from 'vitest';
import { readDocument } from './helpers.ts';

interface EnumSchema {
  enum?: unknown[];
  description?: string;
  'x-enum-labels'?: Record<string, string>;
}

const schemas = (
  readDocument('dist/openapi.yaml') as { components: { schemas: Record<string, EnumSchema> } }
).components.schemas;
const labelled = Object.entries(schemas).filter(([, schema]) => schema['x-enum-labels']);

describe('x-enum-labels (openapi/README.md "Enum labels")', () => {
  it('given the bundle → the labels are kept, for the statuses the server prints among others', () => {
    expect(labelled.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'JobApplicationStatus',
        'TicketStatus',
        'ContainerStatus',
        'RevisionCheckResult',
      ]),
    );
  });

  it('every labelled enum → one non-empty label per value, no other keys', () => {
    for (const [name, schema] of labelled) {
      const labels = schema['x-enum-labels']!;
      expect(Object.keys(labels).sort(), name).toEqual((schema.enum ?? []).map(String).sort());
      for (const label of Object.values(labels)) expect(label.trim(), name).not.toBe('');
    }
  });

  it('a labelled enum → its description does not list the labels a second time', () => {
    for (const [name, schema] of labelled)
      expect(schema.description ?? '', name).not.toContain('Labels:');
  });
});
