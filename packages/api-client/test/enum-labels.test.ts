import { describe, expect, it } from 'vitest';
import { labelledEnums, labelsName } from '../scripts/render-enum-labels.ts';
import { enumLabels, jobApplicationStatusLabels, ticketStatusLabels } from '../src/index.ts';

describe('enum labels from the contract (x-enum-labels)', () => {
  it('given the contract → every labelled enum has its Spanish labels, by value and by schema name', () => {
    expect(jobApplicationStatusLabels.enviada).toBe('Enviada');
    expect(ticketStatusLabels.en_proceso).toBe('En proceso');
    expect(enumLabels.TicketStatus).toBe(ticketStatusLabels);
    expect(Object.keys(enumLabels)).toContain('RevisionCheckResult');
  });

  it('given labels that miss or add a value → the generator refuses with both lists', () => {
    expect(() =>
      labelledEnums({ Colour: { enum: ['red', 'blue'], 'x-enum-labels': { red: 'Rojo' } } }),
    ).toThrow('Colour: x-enum-labels names red; the enum is red, blue.');
    expect(() =>
      labelledEnums({
        Colour: { enum: ['red'], 'x-enum-labels': { red: 'Rojo', green: 'Verde' } },
      }),
    ).toThrow(/Colour/);
  });

  it('given labels in another order → the map follows the enum; a schema without labels has none', () => {
    const found = labelledEnums({
      Size: { enum: ['s', 'm'], 'x-enum-labels': { m: 'Mediano', s: 'Chico' } },
      Plain: { enum: ['x'] },
    });
    expect([...found.keys()]).toEqual(['Size']);
    expect(Object.keys(found.get('Size')!)).toEqual(['s', 'm']);
    expect(labelsName('JobApplicationStatus')).toBe('jobApplicationStatusLabels');
  });
});
