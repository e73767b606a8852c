import { esMessages, Multiselect } from '@jornada/multiselect';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import './app.css';

const paint = (el: Element) => {
  const s = getComputedStyle(el);
  return { background: s.backgroundColor, color: s.color };
};

describe("given the app's stylesheet (it scans @jornada/multiselect)", () => {
  it('the keyboard-highlighted option of a multiselect is visibly different from the others', async () => {
    await render(
      <Multiselect
        aria-label="Habilidades"
        multiple
        options={['Puntualidad', 'Trabajo en equipo', 'Liderazgo']}
        messages={esMessages}
      />,
    );
    await page.getByRole('combobox', { name: 'Habilidades' }).click();
    await userEvent.keyboard('{ArrowDown}');
    const active = page.getByRole('option', { name: /Trabajo en equipo/ });
    await expect.element(active).toHaveAttribute('data-active');
    const other = page.getByRole('option', { name: /Liderazgo/ }).element();
    const highlighted = paint(active.element());
    expect(highlighted.background).not.toBe(paint(other).background);
    expect(highlighted.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(highlighted.color).not.toBe(paint(other).color);
  });
});
