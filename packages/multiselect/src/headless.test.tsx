import './test-styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { HeadlessEstados } from './headless.example.tsx';
import { estados } from './test-utils.tsx';

const combo = () => page.getByRole('combobox', { name: 'Estados' });
const activeText = () =>
  document.getElementById(combo().element().getAttribute('aria-activedescendant') ?? '')
    ?.textContent;

describe('given my own markup over useMultiselect', () => {
  it('gives the input the combobox role and names, closed until asked', async () => {
    await render(<HeadlessEstados options={estados} />);
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combo()).toHaveAttribute('aria-haspopup', 'listbox');
    await expect.element(combo()).toHaveAttribute('aria-autocomplete', 'list');
    expect(combo().element().hasAttribute('aria-controls')).toBe(false);
    expect(page.getByRole('listbox').elements()).toHaveLength(0);
  });

  it('when ArrowDown → opens a multi-select listbox it controls, the first option active', async () => {
    await render(<HeadlessEstados options={estados} />);
    await combo().click();
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowDown}');
    const listbox = page.getByRole('listbox', { name: 'Estados' });
    await expect.element(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(combo())
      .toHaveAttribute('aria-controls', listbox.element().getAttribute('id'));
    expect(page.getByRole('option').elements()).toHaveLength(estados.length);
    await expect.poll(activeText).toBe('Aguascalientes');
    await expect
      .element(page.getByRole('option', { name: 'Aguascalientes' }))
      .toHaveAttribute('data-active', '');
  });

  it('moves with the arrows, Home and End, and Enter toggles the active option', async () => {
    const onValueChange = vi.fn();
    await render(<HeadlessEstados options={estados} onValueChange={onValueChange} />);
    await combo().click();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.poll(activeText).toBe('Chihuahua');
    await userEvent.keyboard('{End}');
    await expect.poll(activeText).toBe('Yucatán');
    await userEvent.keyboard('{Home}{ArrowDown}{Enter}');
    await expect
      .element(page.getByRole('option', { name: 'Baja California' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['Baja California']);
    await expect.element(page.getByRole('status')).toHaveTextContent(/Baja California/);
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('option', { name: 'Baja California' }))
      .toHaveAttribute('aria-selected', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('filters as I type, and Backspace on an empty search removes the last chip', async () => {
    await render(<HeadlessEstados options={estados} defaultValue={['Jalisco', 'Sonora']} />);
    await combo().click();
    await userEvent.keyboard('so');
    await expect.poll(() => page.getByRole('option').elements().length).toBe(1);
    await userEvent.keyboard('{Escape}');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Backspace}');
    await expect.element(page.getByRole('button', { name: 'Quitar Jalisco' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Quitar Sonora' }).elements()).toHaveLength(0);
  });

  it('removes a chip with its button and gives focus back to the input', async () => {
    const onValueChange = vi.fn();
    await render(
      <HeadlessEstados
        options={estados}
        defaultValue={['Jalisco']}
        onValueChange={onValueChange}
      />,
    );
    await page.getByRole('button', { name: 'Quitar Jalisco' }).click();
    await expect.element(combo()).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith([]);
    expect(
      page.getByRole('list', { name: 'Opciones seleccionadas' }).getByRole('listitem').elements(),
    ).toHaveLength(0);
  });
});
