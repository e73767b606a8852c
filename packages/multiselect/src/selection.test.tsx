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

describe('given the open/close callbacks and display options', () => {
  it('calls onOpen and onClose, and closing by clicking outside', async () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    await render(
      <>
        <p>Fuera</p>
        <Multiselect aria-label="Estado" options={estados} onOpen={onOpen} onClose={onClose} />
      </>,
    );
    await combo().click();
    expect(onOpen).toHaveBeenCalledTimes(1);
    await page.getByText('Fuera').click();
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('hideSelected leaves selected options out of the list', async () => {
    await render(
      <Multiselect
        aria-label="Estado"
        multiple
        hideSelected
        options={estados}
        defaultValue={['Jalisco']}
      />,
    );
    await combo().click();
    await expect.element(page.getByRole('option', { name: 'Sonora' })).toBeVisible();
    await expect.element(page.getByRole('option', { name: 'Jalisco' })).not.toBeInTheDocument();
  });

  it('searchable=false makes the combobox read-only without autocomplete', async () => {
    await render(<Multiselect aria-label="Estado" searchable={false} options={estados} />);
    await expect.element(combo()).toHaveAttribute('aria-autocomplete', 'none');
    await expect.element(combo()).toHaveAttribute('readonly');
    await combo().click();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(combo()).toHaveAttribute('placeholder', 'Baja California');
  });

  it('submits trackBy keys through hidden inputs named by `name`', async () => {
    await render(
      <form aria-label="Vacante">
        <Multiselect<Puesto>
          aria-label="Estado"
          multiple
          name="puestos"
          options={puestos}
          labelKey="nombre"
          trackBy="id"
          defaultValue={[puestos[0]!, puestos[3]!]}
        />
      </form>,
    );
    const form = page.getByRole('form').element() as HTMLFormElement;
    expect(new FormData(form).getAll('puestos')).toEqual(['1', '4']);
  });
});
