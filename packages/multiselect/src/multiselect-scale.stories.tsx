import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Multiselect } from './multiselect.tsx';
import { estados, manyOptions } from './test-utils.tsx';
import { useAsyncOptions } from './use-async-options.ts';

/** The list's constants, virtualisation, open direction, async. */
const meta = {
  title: 'Multiselect/Scale',
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const hundredThousand = manyOptions(100_000);

export const HundredThousandOptions: Story = {
  render: () => (
    <Multiselect aria-label="Vacantes" multiple closeOnSelect={false} options={hundredThousand} />
  ),
  decorators: [(Story) => <div className="pb-80">{Story()}</div>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vacantes' }));
    const first = canvas.getByRole('option', { name: 'Opción 1' });
    await expect(first).toHaveAttribute('aria-setsize', '100000'); // no cap: every option reachable
    await expect(canvas.getAllByRole('option').length).toBeLessThan(30); // virtualised
    await expect(canvas.getByRole('listbox').getBoundingClientRect().height).toBe(300);
    await userEvent.keyboard('99999');
    await expect(canvas.getByRole('option', { name: 'Opción 99999' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Remove Opción 99999' })).toBeVisible();
  },
};

export const CustomConstants: Story = {
  render: () => (
    <Multiselect
      aria-label="Vacantes"
      multiple
      options={manyOptions(200)}
      defaultValue={manyOptions(5)}
      optionsLimit={50}
      maxHeight={160}
      optionHeight={32}
      limit={2}
    />
  ),
  decorators: [(Story) => <div className="pb-60">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('and 3 more')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vacantes' }));
    await expect(canvas.getByRole('listbox').getBoundingClientRect().height).toBe(160);
    await expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '50');
    await expect(
      canvas.getByText('150 more options not shown. Type to narrow the list.'),
    ).toBeVisible();
  },
};

export const OpensAbove: Story = {
  render: () => <Multiselect aria-label="Estado" options={estados} />,
  decorators: [(Story) => <div style={{ paddingTop: 'calc(100vh - 90px)' }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'Estado' });
    await userEvent.click(combo);
    const popup = canvas.getByRole('listbox').parentElement!;
    await expect(popup).toHaveAttribute('data-side', 'top');
    await expect(popup.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      combo.getBoundingClientRect().top,
    );
  },
};

export const OpensBelow: Story = {
  render: () => <Multiselect aria-label="Estado" options={estados} />,
  decorators: [(Story) => <div className="pb-80">{Story()}</div>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    await expect(canvas.getByRole('listbox').parentElement).toHaveAttribute('data-side', 'bottom');
  },
};

const catalogue = manyOptions(500).map((o, i) => ({ id: i + 1, nombre: `Vacante ${o}` }));
type Vacante = (typeof catalogue)[number];

function AsyncDemo() {
  const async = useAsyncOptions<Vacante>({
    debounce: 300,
    load: async (q, page, signal) => {
      await new Promise((r) => setTimeout(r, 150));
      signal.throwIfAborted();
      const hits = catalogue.filter((v) => v.nombre.toLowerCase().includes(q.toLowerCase()));
      return { options: hits.slice((page - 1) * 50, page * 50), hasMore: hits.length > page * 50 };
    },
  });
  return (
    <Multiselect<Vacante>
      aria-label="Vacantes"
      multiple
      labelKey="nombre"
      trackBy="id"
      {...async}
    />
  );
}

export const AsyncSearchAndPaging: Story = {
  render: () => <AsyncDemo />,
  decorators: [(Story) => <div className="pb-80">{Story()}</div>],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vacantes' }));
    await expect(
      await canvas.findByRole('option', { name: 'Vacante Opción 1' }, { timeout: 5000 }),
    ).toBeVisible();
    await userEvent.keyboard('{End}');
    await waitFor(
      () => expect(canvas.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '100'),
      {
        timeout: 5000,
      },
    );
    await userEvent.keyboard('Opción 42');
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText('Loading…')[0]).toBeVisible();
    await expect(
      await canvas.findByRole('option', { name: 'Vacante Opción 420' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
