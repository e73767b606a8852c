import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HeadlessEstados } from './headless.example.tsx';
import { estados } from './test-utils.tsx';

/**
 * `useMultiselect` under markup of one's own: the prop getters give the
 * input, listbox, options and chip buttons their roles, `aria-*` and keyboard.
 */
const meta = {
  title: 'Multiselect/Headless',
  component: HeadlessEstados,
  tags: ['autodocs'],
  args: { options: estados, defaultValue: ['Jalisco'], onValueChange: fn() },
  decorators: [(Story) => <div className="pb-72">{Story()}</div>],
} satisfies Meta<typeof HeadlessEstados>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUseMultiselect: Story = {
  play: async ({ canvas, args }) => {
    const combo = canvas.getByRole('combobox', { name: 'Estados' });
    await userEvent.click(combo);
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    const listbox = canvas.getByRole('listbox', { name: 'Estados' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Jalisco', 'Baja California']);
    await expect(canvas.getByRole('option', { name: /Baja California/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar Jalisco' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['Baja California']);
    await expect(combo).toHaveFocus();
  },
};
