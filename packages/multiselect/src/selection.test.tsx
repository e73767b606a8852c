import './test-styles.css';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Multiselect } from './multiselect.tsx';
import { estados, puestos, type Puesto } from './test-utils.tsx';

const combo = () => page.getByRole('combobox', { name: 'Estado' });

describe('given a single select of strings', () => {
  it('opens on click, lists the options and selects one with the mouse', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect aria-label="Estado" options={estados} onValueChange={onValueChange} />,
    );
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    await combo().click();
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'true');
    await expect.element(page.getByRole('listbox', { name: 'Estado' })).toBeVisible();
    await page.getByRole('option', { name: 'Jalisco' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith('Jalisco');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combo()).toHaveAttribute('placeholder', 'Jalisco');
    await expect.element(combo()).toHaveAccessibleDescription('Jalisco');
  });

  it('when the selected option is chosen again → it is removed', async () => {
    const onRemove = vi.fn();
    await render(
      <Multiselect
        aria-label="Estado"
        options={estados}
        defaultValue="Sonora"
        onRemove={onRemove}
      />,
    );
    await combo().click();
    await expect
      .element(page.getByRole('option', { name: 'Sonora' }))
      .toHaveAttribute('aria-selected', 'true');
    await page.getByRole('option', { name: 'Sonora' }).click();
    expect(onRemove).toHaveBeenCalledWith('Sonora');
    await expect.element(combo()).toHaveAttribute('placeholder', 'Select option');
  });
});

describe('given a multiple select of objects with labelKey and trackBy', () => {
  it('selects, shows tags with accessible remove buttons and reports callbacks', async () => {
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <Multiselect<Puesto>
        aria-label="Estado"
        multiple
        closeOnSelect={false}
        options={puestos}
        labelKey="nombre"
        trackBy="id"
        onSelect={onSelect}
        onOpenChange={onOpenChange}
      />,
    );
    await combo().click();
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await expect.element(page.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    await page.getByRole('option', { name: 'Chofer' }).click();
    await page.getByRole('option', { name: 'Supervisor' }).click();
    expect(onSelect).toHaveBeenCalledWith(puestos[0]);
    const tags = page.getByRole('list', { name: 'Selected options' });
    await expect.poll(() => tags.getByRole('listitem').elements()).toHaveLength(2);
    await expect.element(page.getByRole('button', { name: 'Remove Chofer' })).toBeVisible();
    await page.getByRole('button', { name: 'Remove Chofer' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Remove Chofer' }))
      .not.toBeInTheDocument();
  });
});

describe('given a controlled value', () => {
  it('follows the parent state', async () => {
    function Controlled() {
      const [value, setValue] = useState<string[]>(['Jalisco']);
      return (
        <>
          <Multiselect
            aria-label="Estado"
            multiple
            options={estados}
            value={value}
            onValueChange={setValue}
          />
          <output>{value.join('|')}</output>
          <button type="button" onClick={() => setValue([])}>
            Limpiar
          </button>
        </>
      );
    }
    await render(<Controlled />);
    await expect.element(page.getByRole('button', { name: 'Remove Jalisco' })).toBeVisible();
    await combo().click();
    await userEvent.keyboard('son{Enter}');
    await expect.element(page.getByText('Jalisco|Sonora')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Remove Jalisco' }))
      .not.toBeInTheDocument();
  });
});
