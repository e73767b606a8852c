import { describe, expect, it } from 'vitest';
import {
  checklistFromForm,
  checklistSchema,
  checklistTemplate,
  checklistToForm,
  findingsOf,
} from './checklist.ts';

describe('given the inspection checklist', () => {
  it('the template has the ten usual points in Spanish, each result still to choose', () => {
    const template = checklistTemplate();
    expect(template).toHaveLength(10);
    expect(template.map((c) => c.item.split(' ')[0])).toEqual([
      'Luces',
      'Frenos',
      'Llantas',
      'Niveles',
      'Cinturones',
      'Extintor',
      'Botiquín',
      'Espejos',
      'Limpiaparabrisas',
      'Documentación',
    ]);
    expect(template.every((c) => (c.result as string) === '' && c.comments === '')).toBe(true);
  });

  it('when a result is not chosen → the Spanish message on that item', () => {
    const parsed = checklistSchema.safeParse(checklistTemplate());
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: [0, 'result'],
      message: 'Elige un resultado.',
    });
  });

  it('round-trips: null comments are empty text in the form and null again for the API', () => {
    const stored = [
      { item: 'Luces', result: 'falla' as const, comments: 'Calavera rota.' },
      { item: 'Frenos', result: 'ok' as const, comments: null },
    ];
    const form = checklistToForm(stored);
    expect(form[1]?.comments).toBe('');
    expect(checklistFromForm(checklistSchema.parse(form))).toEqual(stored);
  });

  it('counts the findings (items con falla)', () => {
    expect(findingsOf([{ result: 'ok' }, { result: 'falla' }, { result: 'falla' }])).toBe(2);
    expect(findingsOf([])).toBe(0);
  });
});
