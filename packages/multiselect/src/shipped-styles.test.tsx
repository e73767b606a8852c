import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
// The published stylesheet as built (`pnpm --filter @jornada/multiselect build`), and nothing
// else: no Tailwind preflight and no host reset, as an app without Tailwind loads it. Browser
// test files run in pages of their own, so no other test's styles are on this page.
import shipped from '../dist/styles.css?inline';
import { hostLeaks, styleRules } from '../../../scripts/css-rules.ts';
import { Multiselect } from './multiselect.tsx';

const style = document.createElement('style');
beforeAll(() => {
  style.textContent = shipped;
  document.head.append(style);
});
afterAll(() => style.remove());

const ROOT = ':where([data-slot="multiselect"])';

const computed = (el: Element, names: string[]) => {
  const s = getComputedStyle(el);
  return Object.fromEntries(names.map((n) => [n, s.getPropertyValue(n)]));
};

describe('given only the shipped stylesheet, without a host reset', () => {
  it('styles nothing of the host page: every rule is under the multiselect root, on a class, or only sets custom properties', () => {
    expect(styleRules(style.sheet!.cssRules).length).toBeGreaterThan(50);
    expect(hostLeaks(style.sheet!, ROOT).map((r) => r.cssText)).toEqual([]);
  });

  it('draws one border around the input (the control’s), chips without list indent and remove buttons without a button face', async () => {
    const screen = await render(
      <Multiselect
        aria-label="Estados"
        multiple
        options={['Jalisco', 'Sonora', 'Yucatán']}
        defaultValue={['Jalisco']}
      />,
    );
    const c = screen.container;
    const control = c.querySelector('[data-slot="multiselect-control"]')!;
    const input = page.getByRole('combobox', { name: 'Estados' }).element();
    expect(computed(control, ['border-top-width', 'border-top-style'])).toEqual({
      'border-top-width': '1px',
      'border-top-style': 'solid',
    });
    expect(computed(input, ['border-top-width', 'border-left-width'])).toEqual({
      'border-top-width': '0px',
      'border-left-width': '0px',
    });

    const chips = page.getByRole('list', { name: 'Selected options' }).element();
    expect(computed(chips, ['padding-left', 'list-style-type', 'margin-top'])).toEqual({
      'padding-left': '0px',
      'list-style-type': 'none',
      'margin-top': '0px',
    });

    const remove = page.getByRole('button', { name: /Jalisco/ }).element();
    const r = computed(remove, ['border-top-width', 'background-color', 'font-family']);
    expect(r['border-top-width']).toBe('0px');
    expect(r['background-color']).toBe('rgba(0, 0, 0, 0)');
    // the chip's text, not the browser's button font
    expect(r['font-family']).toBe(getComputedStyle(chips).fontFamily);
  });

  it('opens a listbox without indent whose options are rows, not bulleted list items', async () => {
    await render(<Multiselect aria-label="Estado" options={['Jalisco', 'Sonora']} />);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    const listbox = page.getByRole('listbox', { name: 'Estado' }).element();
    expect(computed(listbox, ['padding-left', 'margin-top'])).toEqual({
      'padding-left': '0px',
      'margin-top': '0px',
    });
    const option = page.getByRole('option', { name: 'Jalisco' }).element();
    expect(computed(option, ['display', 'padding-left'])).toEqual({
      display: 'flex',
      'padding-left': '12px',
    });
  });
});
