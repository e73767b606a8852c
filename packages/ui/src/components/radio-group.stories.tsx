import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Label } from './label.tsx';
import { RadioGroup, RadioGroupItem } from './radio-group.tsx';

const options = [
  ['presencial', 'Presencial'],
  ['remoto', 'Remoto'],
  ['hibrido', 'Híbrido'],
] as const;

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { onValueChange: fn(), 'aria-label': 'Modalidad de trabajo' },
  render: (args) => (
    <RadioGroup {...args}>
      {options.map(([value, text]) => (
        <div key={value} className="flex items-center gap-2">
          <RadioGroupItem value={value} id={`modalidad-${value}`} />
          <Label htmlFor={`modalidad-${value}`}>{text}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Modalidad de trabajo' })).toBeVisible();
    await userEvent.tab();
    const first = canvas.getByRole('radio', { name: 'Presencial' });
    await expect(first).toHaveFocus();
    // Hold the key as a person does: Radix checks the radio that receives focus while an arrow key is down.
    await userEvent.keyboard('{ArrowDown>}');
    const second = canvas.getByRole('radio', { name: 'Remoto' });
    await waitFor(() => expect(second).toHaveFocus());
    await waitFor(() => expect(second).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('remoto');
    await userEvent.click(canvas.getByText('Híbrido'));
    await expect(canvas.getByRole('radio', { name: 'Híbrido' })).toBeChecked();
  },
};
export const WithValue: Story = {
  args: { defaultValue: 'remoto' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Remoto' })).toBeChecked();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-wrap gap-10">
      {(
        [
          ['Sin elegir', {}],
          ['Elegido', { defaultValue: 'remoto' }],
          ['Deshabilitado', { disabled: true, defaultValue: 'presencial' }],
          ['Con error', { 'aria-invalid': true }],
        ] as const
      ).map(([text, props]) => (
        <RadioGroup key={text} aria-label={text} {...props}>
          <p aria-hidden="true" className="text-sm font-semibold">
            {text}
          </p>
          {options.map(([value, label]) => (
            <div key={value} className="flex items-center gap-2">
              <RadioGroupItem value={value} id={`${text}-${value}`} />
              <Label htmlFor={`${text}-${value}`}>{label}</Label>
            </div>
          ))}
        </RadioGroup>
      ))}
    </div>
  ),
};
