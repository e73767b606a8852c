import './test-styles.css';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { esMessages } from './messages.ts';
import { Multiselect } from './multiselect.tsx';
import { estados, manyOptions } from './test-utils.tsx';
import { useAsyncOptions, type AsyncPage } from './use-async-options.ts';

const combo = () => page.getByRole('combobox', { name: 'Vacantes' });

describe('given the list constants (MULTISELECT_DEFAULTS)', () => {
  it('every one of 100,000 options is reachable by scrolling, in a 300 px list of 40 px rows, virtualised', async () => {
    await render(<Multiselect aria-label="Vacantes" options={manyOptions(100_000)} />);
    await combo().click();
    const first = page.getByRole('option', { name: 'Opción 1', exact: true });
    await expect.element(first).toHaveAttribute('aria-setsize', '100000');
    const listbox = page.getByRole('listbox').element();
    expect(listbox.getBoundingClientRect().height).toBe(300);
    expect(first.element().getBoundingClientRect().height).toBe(40);
    expect(page.getByRole('option').elements().length).toBeLessThan(30);
    for (const n of [1001, 54_321, 99_993]) {
      listbox.scrollTop = (n - 1) * 40;
      const option = page.getByRole('option', { name: `Opción ${n}`, exact: true });
      await expect.element(option).toBeVisible();
      await expect.element(option).toHaveAttribute('aria-posinset', String(n));
    }
    listbox.scrollTop = listbox.scrollHeight;
    await expect
      .element(page.getByRole('option', { name: 'Opción 100000', exact: true }))
      .toBeVisible();
    expect(page.getByRole('option').elements().length).toBeLessThan(30);
  });

  it('every one of 100,000 options is reachable by keyboard, and Enter selects it', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect
        aria-label="Vacantes"
        options={manyOptions(100_000)}
        onValueChange={onValueChange}
      />,
    );
    await combo().click();
    await userEvent.keyboard('{End}');
    const last = page.getByRole('option', { name: 'Opción 100000', exact: true });
    await expect.element(last).toHaveAttribute('data-active');
    await expect.element(last).toBeVisible();
    await expect.element(combo()).toHaveAttribute('aria-activedescendant', last.element().id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect
      .element(page.getByRole('option', { name: 'Opción 99998', exact: true }))
      .toHaveAttribute('data-active');
    await userEvent.keyboard('{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith('Opción 99998');
    await combo().click();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}');
    await expect
      .element(page.getByRole('option', { name: 'Opción 3', exact: true }))
      .toHaveAttribute('data-active');
  });

  it('with an optionsLimit, the list says how many matching options are left out and how to narrow them', async () => {
    await render(
      <Multiselect
        aria-label="Vacantes"
        options={manyOptions(5000)}
        optionsLimit={1000}
        messages={esMessages}
      />,
    );
    await combo().click();
    await expect.element(page.getByRole('option').first()).toHaveAttribute('aria-setsize', '1000');
    await expect
      .element(page.getByText('4000 opciones más sin mostrar. Escribe para acotar la lista.'))
      .toBeVisible();
    await userEvent.keyboard('4999');
    await expect.element(page.getByText(/opciones más sin mostrar/)).not.toBeInTheDocument();
    await expect
      .element(page.getByRole('option', { name: 'Opción 4999', exact: true }))
      .toBeVisible();
  });

  it('all constants are configurable', async () => {
    await render(
      <Multiselect
        aria-label="Vacantes"
        options={manyOptions(50)}
        optionsLimit={10}
        maxHeight={100}
        optionHeight={25}
      />,
    );
    await combo().click();
    await expect.element(page.getByRole('option').first()).toHaveAttribute('aria-setsize', '10');
    expect(page.getByRole('listbox').element().getBoundingClientRect().height).toBe(100);
    expect(page.getByRole('option').first().element().getBoundingClientRect().height).toBe(25);
  });

  it('beyond the visible tag limit shows "and {n} more"', async () => {
    await render(
      <Multiselect
        aria-label="Vacantes"
        multiple
        limit={2}
        options={estados}
        defaultValue={estados.slice(0, 5)}
      />,
    );
    expect(
      page.getByRole('list', { name: 'Selected options' }).getByRole('listitem').elements(),
    ).toHaveLength(2);
    await expect.element(page.getByText('and 3 more')).toBeVisible();
  });
});

describe('given the open direction', () => {
  it('opens below when there is room below', async () => {
    await render(<Multiselect aria-label="Vacantes" options={estados} />);
    await combo().click();
    const popup = page.getByRole('listbox').element().parentElement!;
    expect(popup.dataset.side).toBe('bottom');
    expect(popup.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      combo().element().getBoundingClientRect().bottom,
    );
  });

  it('opens above near the bottom of the viewport, keeping a 40 px margin', async () => {
    await render(
      <div style={{ paddingTop: window.innerHeight - 80 }}>
        <Multiselect aria-label="Vacantes" options={manyOptions(100)} />
      </div>,
    );
    await combo().click();
    const popup = page.getByRole('listbox').element().parentElement!;
    expect(popup.dataset.side).toBe('top');
    expect(popup.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      combo().element().getBoundingClientRect().top,
    );
    expect(popup.getBoundingClientRect().top).toBeGreaterThanOrEqual(40 - 8);
  });

  it('openDirection="below" forces below', async () => {
    await render(
      <div style={{ paddingTop: window.innerHeight - 80 }}>
        <Multiselect aria-label="Vacantes" options={estados} openDirection="below" />
      </div>,
    );
    await combo().click();
    expect(page.getByRole('listbox').element().parentElement!.dataset.side).toBe('bottom');
  });
});

describe('given the Spanish messages', () => {
  it('uses them for texts and accessible names, and single keys can be overridden', async () => {
    await render(
      <Multiselect
        aria-label="Vacantes"
        multiple
        options={estados}
        defaultValue={['Jalisco']}
        messages={{ ...esMessages, noResults: 'Sin coincidencias.' }}
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Quitar Jalisco' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Opciones seleccionadas' })).toBeVisible();
    await combo().click();
    await userEvent.keyboard('zzz');
    await expect.element(page.getByText('Sin coincidencias.').first()).toBeVisible();
  });
});

function AsyncDemo({ load }: { load: (q: string, p: number) => Promise<AsyncPage<string>> }) {
  // A generous debounce: on a loaded CI machine two keystrokes can land 200 ms apart.
  const async = useAsyncOptions<string>({ load: (q, p) => load(q, p), debounce: 800 });
  return <Multiselect aria-label="Vacantes" {...async} />;
}

describe('given async search and paging', () => {
  it('debounces the query, shows loading, and loads the next page near the end', async () => {
    const all = manyOptions(60);
    const load = vi.fn(async (q: string, p: number) => {
      await new Promise((r) => setTimeout(r, 50));
      const hits = all.filter((o) => o.toLowerCase().includes(q.toLowerCase()));
      return { options: hits.slice((p - 1) * 20, p * 20), hasMore: hits.length > p * 20 };
    });
    await render(<AsyncDemo load={load} />);
    await combo().click();
    await expect
      .element(page.getByRole('option', { name: 'Opción 1', exact: true }), { timeout: 5000 })
      .toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{End}');
    await expect.poll(() => load.mock.calls.length, { timeout: 5000 }).toBe(2);
    expect(load).toHaveBeenLastCalledWith('', 2);
    await expect
      .element(page.getByRole('option').first(), { timeout: 5000 })
      .toHaveAttribute('aria-setsize', '40');
    load.mockClear();
    await userEvent.keyboard('ción 55');
    await expect.element(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await expect
      .element(page.getByRole('listbox'), { timeout: 5000 })
      .not.toHaveAttribute('aria-busy');
    await expect.poll(() => page.getByRole('option').elements().length, { timeout: 5000 }).toBe(1);
    await expect
      .element(page.getByRole('option', { name: 'Opción 55', exact: true }))
      .toBeVisible();
    // Seven keystrokes, far fewer requests (one when the keystrokes come faster than the
    // debounce, as they do for a person typing); the last asks for the whole query.
    expect(load.mock.calls.length).toBeLessThan(3);
    expect(load).toHaveBeenLastCalledWith('ción 55', 1);
  });
});
