import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { esMessages } from './messages.ts';
import { Multiselect } from './multiselect.tsx';
import { estados, puestos, type Puesto } from './test-utils.tsx';

interface Args {
  onSelect: (option: never) => void;
  onSubmit: (values: { estados: string[] }) => void;
}

/** The APG 1.2 combobox keyboard, ARIA and live region. */
const meta = {
  title: 'Multiselect/Keyboard',
  args: { onSelect: fn(), onSubmit: fn() },
  decorators: [(Story) => <div className="max-w-sm pb-80">{Story()}</div>],
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeOf = (combo: HTMLElement) =>
  document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.firstElementChild
    ?.textContent;

export const ArrowsHomeEnd: Story = {
  render: () => (
    <Multiselect<Puesto> aria-label="Puesto" options={puestos} labelKey="nombre" trackBy="id" />
  ),
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'Puesto' });
    await userEvent.tab();
    await expect(combo).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOf(combo)).toBe('Chofer');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(activeOf(combo)).toBe('Supervisor'); // Montacarguista is disabled and skipped
    await userEvent.keyboard('{Home}');
    await expect(activeOf(combo)).toBe('Chofer');
    await userEvent.keyboard('{End}{Enter}');
    await expect(combo).toHaveAttribute('placeholder', 'Supervisor');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EscapeAndBackspace: Story = {
  render: () => (
    <Multiselect
      aria-label="Estados"
      multiple
      options={estados}
      defaultValue={['Jalisco', 'Sonora']}
    />
  ),
  play: async ({ canvas }) => {
    const combo = canvas.getByRole('combobox', { name: 'Estados' });
    await userEvent.click(combo);
    await userEvent.keyboard('{Escape}');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('button', { name: 'Remove Sonora' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Jalisco' })).toBeVisible();
  },
};

export const TabRules: Story = {
  render: (args) => (
    <div className="space-y-2">
      <Multiselect aria-label="Estado" options={estados} onSelect={args.onSelect} />
      <button type="button" className="rounded-md border border-border px-3 py-1">
        Siguiente
      </button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: 'Estado' });
    await userEvent.click(combo);
    await userEvent.tab(); // only highlighted on open: nothing is selected
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.click(combo);
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab(); // moved to with the keyboard: selected
    await expect(args.onSelect).toHaveBeenCalledWith('Baja California');
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
  },
};

export const RemovableTags: Story = {
  render: () => (
    <Multiselect
      aria-label="Estados"
      multiple
      options={estados}
      defaultValue={['Jalisco', 'Sonora']}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Jalisco' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: 'Remove Jalisco' })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Selected options' })).toHaveTextContent(
      'Sonora',
    );
  },
};

export const LiveRegion: Story = {
  render: () => (
    <Multiselect aria-label="Estados" multiple closeOnSelect={false} options={estados} />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estados' }));
    await userEvent.keyboard('jal');
    await waitFor(() => expect(canvas.getByText('Results: 1.')).toBeInTheDocument());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Jalisco selected.')).toBeInTheDocument());
  },
};

export const InReactHookForm: Story = {
  render: function Render(args) {
    const { control, handleSubmit, formState } = useForm<{ estados: string[] }>({
      defaultValues: { estados: [] },
    });
    const error = formState.errors.estados?.message;
    return (
      <form
        noValidate
        aria-label="Vacante"
        className="space-y-2"
        onSubmit={handleSubmit(args.onSubmit)}
      >
        <label id="rhf-label" htmlFor="rhf-estados" className="block font-medium">
          Estados
        </label>
        <Controller
          name="estados"
          control={control}
          rules={{ validate: (v) => v.length > 0 || 'Elige al menos un estado' }}
          render={({ field }) => (
            <Multiselect
              ref={field.ref}
              id="rhf-estados"
              aria-labelledby="rhf-label"
              aria-describedby={error ? 'rhf-error' : undefined}
              aria-invalid={!!error}
              multiple
              messages={esMessages}
              options={estados}
              value={field.value}
              onValueChange={field.onChange}
              onClose={field.onBlur}
            />
          )}
        />
        {error && (
          <p id="rhf-error" className="text-danger">
            {error}
          </p>
        )}
        <button type="submit" className="rounded-md bg-primary px-3 py-1 text-primary-foreground">
          Guardar
        </button>
      </form>
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const combo = canvas.getByRole('combobox', { name: 'Estados' });
    await waitFor(() => expect(combo).toHaveAccessibleDescription('Elige al menos un estado'));
    await expect(combo).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { estados: ['Aguascalientes'] },
      expect.anything(),
    );
  },
};
