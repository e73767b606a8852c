import './test-styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Multiselect } from './multiselect.tsx';
import { areas, estados, puestos, type Puesto } from './test-utils.tsx';

const combo = () => page.getByRole('combobox', { name: 'Puestos' });
const option = (name: string) => page.getByRole('option', { name, exact: true });
/** The visible labels of the rendered options, hints left out (they are aria-hidden). */
const optionNames = () =>
  page
    .getByRole('option')
    .elements()
    .map((e) => e.firstElementChild?.textContent);

describe('given a maximum of 2 selections', () => {
  it('at the maximum the list shows only the max message and selecting does nothing', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect
        aria-label="Puestos"
        multiple
        max={2}
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
        onValueChange={onValueChange}
      />,
    );
    await combo().click();
    await expect
      .element(
        page
          .getByText(
            'Maximum of 2 options selected. First remove a selected option to select another.',
          )
          .first(),
      )
      .toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(0);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('below the maximum options are listed again after a removal', async () => {
    await render(
      <Multiselect
        aria-label="Puestos"
        multiple
        max={2}
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
      />,
    );
    await page.getByRole('button', { name: 'Remove Sonora' }).click();
    await combo().click();
    await expect.element(option('Chihuahua')).toBeVisible();
  });
});

describe('given a required multiselect in a form', () => {
  it('is invalid while empty and valid once a value is chosen', async () => {
    await render(
      <form aria-label="Vacante">
        <Multiselect aria-label="Puestos" multiple required name="estados" options={estados} />
      </form>,
    );
    const form = page.getByRole('form').element() as HTMLFormElement;
    await expect.element(combo()).toBeRequired();
    expect(form.checkValidity()).toBe(false);
    await combo().click();
    await option('Jalisco').click();
    await expect.element(combo()).not.toBeRequired();
    expect(form.checkValidity()).toBe(true);
    expect(new FormData(form).getAll('estados')).toEqual(['Jalisco']);
  });
});

describe('given the ban on emptying (allowEmpty=false) with one value left', () => {
  it('neither the tag button, Backspace nor choosing the option again removes it', async () => {
    const onRemove = vi.fn();
    await render(
      <Multiselect
        aria-label="Puestos"
        multiple
        allowEmpty={false}
        options={estados}
        defaultValue={['Jalisco']}
        onRemove={onRemove}
      />,
    );
    await page.getByRole('button', { name: 'Remove Jalisco' }).click();
    await combo().click();
    await userEvent.keyboard('{Backspace}');
    await option('Jalisco').click();
    expect(onRemove).not.toHaveBeenCalled();
    await expect.element(page.getByRole('button', { name: 'Remove Jalisco' })).toBeVisible();
  });

  it('still removes values while more than one is left', async () => {
    await render(
      <Multiselect
        aria-label="Puestos"
        multiple
        allowEmpty={false}
        options={estados}
        defaultValue={['Jalisco', 'Sonora']}
      />,
    );
    await page.getByRole('button', { name: 'Remove Sonora' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Remove Sonora' }))
      .not.toBeInTheDocument();
  });

  it('in single mode the selected option cannot be deselected', async () => {
    await render(
      <Multiselect
        aria-label="Puestos"
        allowEmpty={false}
        options={estados}
        defaultValue="Sonora"
      />,
    );
    await combo().click();
    await option('Sonora').click();
    await expect.element(combo()).toHaveAttribute('placeholder', 'Sonora');
  });
});

describe('given disabled options', () => {
  it('they are aria-disabled and clicking does nothing', async () => {
    const onSelect = vi.fn();
    await render(
      <Multiselect<Puesto>
        aria-label="Puestos"
        options={puestos}
        labelKey="nombre"
        trackBy="id"
        onSelect={onSelect}
      />,
    );
    await combo().click();
    await expect.element(option('Montacarguista')).toHaveAttribute('aria-disabled', 'true');
    await option('Montacarguista').click({ force: true });
    expect(onSelect).not.toHaveBeenCalled();
  });
});

describe('given grouped options', () => {
  const props = {
    'aria-label': 'Puestos',
    multiple: true as const,
    options: areas,
    groupValues: 'puestos',
    groupLabel: 'area',
    labelKey: 'nombre' as const,
    trackBy: 'id' as const,
  };

  it('without groupSelect the group labels are not selectable', async () => {
    const onSelect = vi.fn();
    await render(<Multiselect<Puesto> {...props} onSelect={onSelect} />);
    await combo().click();
    await expect.element(option('Logística')).toHaveAttribute('aria-disabled', 'true');
    await option('Logística').click({ force: true });
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('with groupSelect a label selects every enabled member, then deselects them', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect<Puesto>
        {...props}
        groupSelect
        closeOnSelect={false}
        onValueChange={onValueChange}
      />,
    );
    await combo().click();
    await option('Logística').click();
    expect(onValueChange).toHaveBeenLastCalledWith([areas[0]!.puestos[0], areas[0]!.puestos[2]]);
    await expect.element(option('Logística')).toHaveAttribute('aria-selected', 'true');
    await expect.element(option('Montacarguista')).toHaveAttribute('aria-selected', 'false');
    await option('Logística').click();
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });

  it('group selection is cut to the room left under the maximum', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect<Puesto>
        {...props}
        groupSelect
        max={2}
        defaultValue={[areas[1]!.puestos[0]!]}
        onValueChange={onValueChange}
      />,
    );
    await combo().click();
    await option('Logística').click();
    expect(onValueChange).toHaveBeenLastCalledWith([areas[1]!.puestos[0], areas[0]!.puestos[0]]);
  });

  it('search keeps only groups with a match', async () => {
    await render(<Multiselect<Puesto> {...props} />);
    await combo().click();
    await userEvent.keyboard('conta');
    await expect.element(option('Oficina')).toBeVisible();
    await expect.element(option('Contador')).toBeVisible();
    await expect.element(option('Logística')).not.toBeInTheDocument();
  });
});

describe('given tagging', () => {
  it('a create row appears at the top only when no label matches, case-insensitively', async () => {
    const onTag = vi.fn((q: string) => q);
    await render(
      <Multiselect aria-label="Puestos" multiple taggable options={estados} onTag={onTag} />,
    );
    await combo().click();
    await userEvent.keyboard('JALISCO');
    await expect.poll(optionNames).toEqual(['Jalisco']);
    await expect.element(page.getByText('Press enter to create a tag')).not.toBeInTheDocument();
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect.poll(optionNames).toEqual(['JAL', 'Jalisco']);
    await userEvent.clear(combo());
    await userEvent.keyboard('Oaxaca');
    await expect.poll(optionNames).toEqual(['Oaxaca']);
    await expect.element(page.getByText('Press enter to create a tag')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    expect(onTag).toHaveBeenCalledWith('Oaxaca');
    await expect.element(page.getByRole('button', { name: 'Remove Oaxaca' })).toBeVisible();
  });

  it('tagPosition bottom puts the create row last', async () => {
    await render(
      <Multiselect aria-label="Puestos" taggable tagPosition="bottom" options={estados} />,
    );
    await combo().click();
    await userEvent.keyboard('a');
    await expect.poll(() => optionNames().at(-1)).toBe('a');
  });
});

describe('given a search', () => {
  it('is trimmed and case-insensitive, with the no-results message', async () => {
    const onSearchChange = vi.fn();
    await render(
      <Multiselect aria-label="Puestos" options={estados} onSearchChange={onSearchChange} />,
    );
    await combo().click();
    await userEvent.keyboard('  JAL  ');
    expect(onSearchChange).toHaveBeenLastCalledWith('  JAL  ');
    await expect.poll(optionNames).toEqual(['Jalisco']);
    await userEvent.keyboard('zz');
    await expect
      .element(page.getByText('No elements found. Consider changing the search query.').first())
      .toBeVisible();
  });

  it('an empty option list says so', async () => {
    await render(<Multiselect aria-label="Puestos" options={[]} />);
    await combo().click();
    await expect.element(page.getByText('List is empty.').first()).toBeVisible();
  });
});
