import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Label } from './label.tsx';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select.tsx';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { onValueChange: fn() },
  render: (args) => (
    <div className="grid max-w-xs gap-2">
      <Label htmlFor="estado">Estado</Label>
      <Select {...args}>
        <SelectTrigger id="estado" aria-invalid={args.name === 'invalido' || undefined}>
          <SelectValue placeholder="Selecciona un estado" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>Bajío</SelectLabel>
            <SelectItem value="gto">Guanajuato</SelectItem>
            <SelectItem value="qro">Querétaro</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Norte</SelectLabel>
            <SelectItem value="nl">Nuevo León</SelectItem>
            <SelectItem value="coah" disabled>
              Coahuila (sin vacantes)
            </SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Estado' });
    await expect(trigger).toHaveTextContent('Selecciona un estado');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(document.body);
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Guanajuato' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Querétaro');
    await expect(args.onValueChange).toHaveBeenCalledWith('qro');
    await expect(trigger).toHaveFocus();
  },
};
export const WithValue: Story = {
  args: { defaultValue: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Nuevo León');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { name: 'invalido' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Estado' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Estado' }));
    const body = within(document.body);
    await expect(
      await body.findByRole('option', { name: 'Coahuila (sin vacantes)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  },
};
export const AllStates: Story = {
  render: () => (
    <div className="grid max-w-xs gap-4">
      {(
        [
          ['vacio', 'Vacío', {}, false],
          ['elegido', 'Con valor', { defaultValue: 'gto' }, false],
          ['deshabilitado', 'Deshabilitado', { disabled: true }, false],
          ['error', 'Con error', {}, true],
        ] as const
      ).map(([key, text, props, invalid]) => (
        <div key={key} className="grid gap-2">
          <Label htmlFor={`todos-${key}`}>{text}</Label>
          <Select {...props}>
            <SelectTrigger id={`todos-${key}`} aria-invalid={invalid || undefined}>
              <SelectValue placeholder="Selecciona un estado" />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="gto">Guanajuato</SelectItem>
              <SelectItem value="qro">Querétaro</SelectItem>
            </SelectContent>
          </Select>
        </div>
      ))}
    </div>
  ),
};
