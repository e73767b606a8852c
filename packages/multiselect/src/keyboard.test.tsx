import './test-styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Multiselect } from './multiselect.tsx';
import { areas, estados, puestos, type Puesto } from './test-utils.tsx';

const combo = () => page.getByRole('combobox', { name: 'Puesto' });
const activeName = () => {
  const el = combo().element();
  const id = el.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.firstElementChild?.textContent : null;
};

describe('given the APG combobox with a listbox popup', () => {
  it('exposes role, aria-autocomplete, aria-expanded, aria-controls and aria-haspopup', async () => {
    await render(<Multiselect aria-label="Puesto" options={estados} />);
    await expect.element(combo()).toHaveAttribute('aria-autocomplete', 'list');
    await expect.element(combo()).toHaveAttribute('aria-haspopup', 'listbox');
    await expect.element(combo()).not.toHaveAttribute('aria-controls');
    await combo().click();
    const listbox = page.getByRole('listbox', { name: 'Puesto' });
    await expect.element(combo()).toHaveAttribute('aria-controls', listbox.element().id);
    await expect.element(listbox).not.toHaveAttribute('aria-multiselectable');
  });

  it('Down/Up move the active option skipping disabled options; Home/End jump', async () => {
    await render(
      <Multiselect<Puesto> aria-label="Puesto" options={puestos} labelKey="nombre" trackBy="id" />,
    );
    await userEvent.click(combo());
    expect(activeName()).toBe('Chofer');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Almacenista');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Supervisor');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeName()).toBe('Almacenista');
    await userEvent.keyboard('{End}');
    expect(activeName()).toBe('Supervisor');
    await userEvent.keyboard('{Home}');
    expect(activeName()).toBe('Chofer');
    await expect
      .element(page.getByRole('option', { name: 'Chofer' }))
      .toHaveAttribute('data-active');
  });

  it('Down opens a closed list; Enter selects; Escape closes', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect aria-label="Puesto" options={estados} onValueChange={onValueChange} />,
    );
    combo().element().focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Chihuahua');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combo()).toHaveFocus();
  });

  it('Backspace on an empty search removes the last value', async () => {
    await render(
      <Multiselect
        aria-label="Puesto"
        multiple
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
      />,
    );
    await userEvent.click(combo());
    await userEvent.keyboard('{Backspace}');
    await expect
      .element(page.getByRole('button', { name: 'Remove Sonora' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Remove Jalisco' })).toBeVisible();
    await userEvent.keyboard('x{Backspace}');
    await expect.element(page.getByRole('button', { name: 'Remove Jalisco' })).toBeVisible();
  });

  it('Tab selects an option moved to with the keyboard', async () => {
    const onSelect = vi.fn();
    await render(
      <>
        <Multiselect aria-label="Puesto" options={estados} onSelect={onSelect} />
        <button type="button">Siguiente</button>
      </>,
    );
    await userEvent.click(combo());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    expect(onSelect).toHaveBeenCalledWith('Baja California');
    await expect.element(page.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab does not select an option only highlighted by opening, typing or the mouse', async () => {
    const onSelect = vi.fn();
    await render(<Multiselect aria-label="Puesto" options={estados} onSelect={onSelect} />);
    await userEvent.click(combo());
    await userEvent.keyboard('so');
    expect(activeName()).toBe('Sonora');
    await page.getByRole('option', { name: 'Sonora' }).hover();
    await userEvent.tab();
    expect(onSelect).not.toHaveBeenCalled();
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
  });

  it('Tab does not remove an already selected option', async () => {
    const onRemove = vi.fn();
    await render(
      <Multiselect
        aria-label="Puesto"
        options={estados}
        defaultValue="Aguascalientes"
        onRemove={onRemove}
      />,
    );
    await userEvent.click(combo());
    await userEvent.keyboard('{ArrowDown}{ArrowUp}');
    await userEvent.tab();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('selected tags are removable with the keyboard and have accessible names', async () => {
    await render(
      <Multiselect
        aria-label="Puesto"
        multiple
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
      />,
    );
    const remove = page.getByRole('button', { name: 'Remove Jalisco' });
    remove.element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(remove).not.toBeInTheDocument();
    await expect.element(combo()).toHaveFocus();
    await expect
      .element(page.getByRole('list', { name: 'Selected options' }))
      .toHaveTextContent('Sonora');
  });

  it('aria-selected marks selected options and hints follow the active option', async () => {
    await render(
      <Multiselect
        aria-label="Puesto"
        multiple
        closeOnSelect={false}
        options={estados}
        defaultValue={['Aguascalientes']}
      />,
    );
    await userEvent.click(combo());
    await expect
      .element(page.getByRole('option', { name: 'Aguascalientes' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(page.getByRole('option', { name: 'Jalisco' }))
      .toHaveAttribute('aria-selected', 'false');
    await expect.element(page.getByText('Press enter to remove')).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByText('Press enter to select')).toBeVisible();
  });

  it('a live region announces the results count and selection changes', async () => {
    await render(
      <Multiselect aria-label="Puesto" multiple closeOnSelect={false} options={estados} />,
    );
    await userEvent.click(combo());
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Results: 7.' }))
      .toBeInTheDocument();
    await userEvent.keyboard('son');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Results: 1.' }))
      .toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Sonora selected.' }))
      .toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Sonora removed.' }))
      .toBeInTheDocument();
  });

  it('the disabled widget cannot be opened or edited', async () => {
    await render(
      <Multiselect
        aria-label="Puesto"
        multiple
        disabled
        options={estados}
        defaultValue={['Jalisco']}
      />,
    );
    await expect.element(combo()).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Remove Jalisco' })).toBeDisabled();
  });

  it('group labels are skipped, or reachable and selectable with Enter under groupSelect', async () => {
    const onValueChange = vi.fn();
    const grouped = {
      options: areas,
      groupValues: 'puestos',
      groupLabel: 'area',
      labelKey: 'nombre' as const,
      trackBy: 'id' as const,
    };
    const { rerender } = await render(
      <Multiselect<Puesto> aria-label="Puesto" multiple {...grouped} />,
    );
    await userEvent.click(combo());
    expect(activeName()).toBe('Chofer');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe('Recepcionista');
    await userEvent.keyboard('{Escape}');
    await rerender(
      <Multiselect<Puesto>
        aria-label="Puesto"
        multiple
        groupSelect
        onValueChange={onValueChange}
        {...grouped}
      />,
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(activeName()).toBe('Logística');
    await expect.element(page.getByText('Press enter to select group')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith([areas[0]!.puestos[0], areas[0]!.puestos[2]]);
  });
});
