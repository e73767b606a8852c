import './test-styles.css';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Multiselect } from './multiselect.tsx';
import { estados } from './test-utils.tsx';

const combo = () => page.getByRole('combobox', { name: 'Estados' });
const tags = () => page.getByRole('list', { name: 'Selected options' }).getByRole('listitem');

describe('given an uncontrolled value (defaultValue)', () => {
  it('starts from defaultValue, shows each selection and reports it', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect
        aria-label="Estados"
        multiple
        options={estados}
        defaultValue={['Jalisco']}
        onValueChange={onValueChange}
      />,
    );
    expect(
      tags()
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['Jalisco×']);
    await combo().click();
    await page.getByRole('option', { name: 'Sonora' }).click();
    await expect.poll(() => tags().elements().length).toBe(2);
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith(['Jalisco', 'Sonora']);
  });
});

describe('given a controlled value (value)', () => {
  it('reports the next value but shows the prop until the app changes it', async () => {
    const onValueChange = vi.fn();
    await render(
      <Multiselect
        aria-label="Estados"
        multiple
        options={estados}
        value={['Jalisco']}
        onValueChange={onValueChange}
      />,
    );
    await combo().click();
    await page.getByRole('option', { name: 'Sonora' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith(['Jalisco', 'Sonora']);
    expect(
      tags()
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['Jalisco×']);
  });
});

describe('given a write of the value already held (Object.is)', () => {
  it('does not call onSearchChange when a selection clears an already empty search', async () => {
    const onSearchChange = vi.fn();
    await render(
      <Multiselect
        aria-label="Estados"
        options={estados}
        searchValue=""
        onSearchChange={onSearchChange}
      />,
    );
    await combo().click();
    await page.getByRole('option', { name: 'Sonora' }).click();
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'false');
    expect(onSearchChange).not.toHaveBeenCalled();
  });

  it('clears a controlled search once when a selection closes the list', async () => {
    const onSearchChange = vi.fn();
    function App() {
      const [search, setSearch] = useState('');
      return (
        <Multiselect
          aria-label="Estados"
          options={estados}
          searchValue={search}
          onSearchChange={(s) => {
            onSearchChange(s);
            setSearch(s);
          }}
        />
      );
    }
    await render(<App />);
    await combo().click();
    await userEvent.keyboard('Son');
    await expect.element(combo()).toHaveValue('Son');
    onSearchChange.mockClear();
    await userEvent.keyboard('{Enter}');
    await expect.element(combo()).toHaveValue('');
    expect(onSearchChange.mock.calls).toEqual([['']]);
  });

  it('does not call onOpenChange for an open request while open', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Multiselect aria-label="Estados" options={estados} onOpenChange={onOpenChange} />,
    );
    await combo().click();
    await expect.element(combo()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('J');
    await expect.element(combo()).toHaveValue('J');
    expect(onOpenChange.mock.calls).toEqual([[true]]);
  });
});
