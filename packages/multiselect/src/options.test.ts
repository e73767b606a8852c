import { describe, expect, it } from 'vitest';
import { buildModel, buildRows, type RowSettings } from './options.ts';

const base: RowSettings = {
  search: '',
  filter: true,
  hideSelected: false,
  selected: new Set(),
  optionsLimit: Infinity,
  taggable: false,
  tagPosition: 'top',
};
const labels = (rows: ReturnType<typeof buildRows>) =>
  rows.map((r) => (r.kind === 'option' ? r.item.label : `${r.kind}:${r.label}`));

describe('given the rows of the open list', () => {
  const model = buildModel<string>(['Jalisco', 'Sonora', 'Baja California'], {});

  it('filters trimmed and case-insensitive', () => {
    expect(labels(buildRows(model, { ...base, search: '  SON ' }))).toEqual(['Sonora']);
  });
  it('offers a create row only when no label equals the query, at the top or bottom', () => {
    expect(labels(buildRows(model, { ...base, taggable: true, search: 'sonora' }))).toEqual([
      'Sonora',
    ]);
    expect(labels(buildRows(model, { ...base, taggable: true, search: ' a ' }))).toEqual([
      'tag:a',
      'Jalisco',
      'Sonora',
      'Baja California',
    ]);
    expect(
      labels(buildRows(model, { ...base, taggable: true, tagPosition: 'bottom', search: 'son' })),
    ).toEqual(['Sonora', 'tag:son']);
  });
  it('cuts to the options limit and can hide selected options', () => {
    const capped = buildRows(model, { ...base, optionsLimit: 2 });
    expect(labels(capped)).toEqual(['Jalisco', 'Sonora']);
    expect(capped.more).toBe(1);
    expect(buildRows(model, { ...base, optionsLimit: 2, search: 'a' }).more).toBe(1);
    expect(buildRows(model, base).more).toBe(0);
    expect(
      labels(buildRows(model, { ...base, hideSelected: true, selected: new Set(['Sonora']) })),
    ).toEqual(['Jalisco', 'Baja California']);
  });
  it('shows a group label only for groups with a shown option; disabled groups disable members', () => {
    const grouped = buildModel<{ n: string }>(
      [
        { g: 'Norte', xs: [{ n: 'Sonora' }, { n: 'Chihuahua' }] },
        { g: 'Sur', $isDisabled: true, xs: [{ n: 'Yucatán' }] },
      ],
      { groupValues: 'xs', groupLabel: 'g', labelKey: 'n' },
    );
    expect(labels(buildRows(grouped, { ...base, search: 'yuc' }))).toEqual([
      'group:Sur',
      'Yucatán',
    ]);
    expect(grouped.items.find((i) => i.label === 'Yucatán')?.disabled).toBe(true);
  });
});
