import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formsFile, renderFormsFile } from '../scripts/render-forms.ts';
import { terminalInputFormSchema } from '../src/forms/index.ts';

const filled = {
  name: 'Patio Manzanillo',
  code: 'MZO-01',
  type: 'patio',
  address: 'Av. Teniente Azueta 1, Manzanillo',
  latitude: null,
  longitude: null,
  opening_time: '',
  closing_time: '22:00',
  geofence_radius_m: null,
  active: true,
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('generated form schemas', () => {
  it('match what the generator writes from the bundled contract (run `pnpm --filter @jornada/api-client generate` when this fails)', async () => {
    const committed = readFileSync(new URL(`../${formsFile}`, import.meta.url), 'utf8');
    expect(committed).toBe(await renderFormsFile());
  }, 60_000);

  describe('given the contract’s TerminalInput', () => {
    it('when the fields hold valid values → the request body, an empty optional time sent as null', () => {
      expect(terminalInputFormSchema().parse(filled)).toEqual({
        ...filled,
        opening_time: null,
      });
    });

    it('when a value breaks a limit the contract states → an issue on that field for each limit kind', () => {
      const result = terminalInputFormSchema().safeParse({
        ...filled,
        name: 'P',
        code: 'X'.repeat(21),
        type: 'muelle',
        latitude: 91,
        longitude: 0,
        closing_time: '25:00',
        geofence_radius_m: 10.5,
      });
      const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.code]);
      expect(issues).toEqual(
        expect.arrayContaining([
          ['name', 'too_small'],
          ['code', 'too_big'],
          ['type', 'invalid_value'],
          ['latitude', 'too_big'],
          ['closing_time', 'invalid_format'],
          ['geofence_radius_m', 'invalid_type'],
        ]),
      );
    });

    it('when a required text is blank → it is required (whitespace trimmed)', () => {
      const result = terminalInputFormSchema().safeParse({ ...filled, code: '   ' });
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: ['code'], code: 'too_small', minimum: 1 }),
      ]);
    });

    it('when a field is worded by the caller → that message for every limit of the field, the others untouched', () => {
      const schema = terminalInputFormSchema({ name: 'Escribe un nombre de 2 a 120 caracteres.' });
      expect(messagesOf(schema.safeParse({ ...filled, name: 'P' }))).toEqual({
        name: 'Escribe un nombre de 2 a 120 caracteres.',
      });
      expect(messagesOf(schema.safeParse({ ...filled, name: 'P'.repeat(121) }))).toEqual({
        name: 'Escribe un nombre de 2 a 120 caracteres.',
      });
      expect(messagesOf(schema.safeParse({ ...filled, code: '' }))).not.toHaveProperty(
        'code',
        'Escribe un nombre de 2 a 120 caracteres.',
      );
    });
  });
});
