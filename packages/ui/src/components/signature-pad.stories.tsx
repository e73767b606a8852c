import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SignaturePad } from './signature-pad.tsx';

const png = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

/** A stroke across the canvas as a pen makes it: down, a few moves with the button held, up. */
function draw(canvas: HTMLElement) {
  const box = canvas.getBoundingClientRect();
  const at = (fx: number, fy: number, type: string, buttons: number) =>
    canvas.dispatchEvent(
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        pointerId: 1,
        pointerType: 'pen',
        isPrimary: true,
        buttons,
        clientX: box.left + box.width * fx,
        clientY: box.top + box.height * fy,
      }),
    );
  at(0.1, 0.6, 'pointerdown', 1);
  for (let i = 1; i <= 12; i++) at(0.1 + i * 0.06, 0.6 - Math.sin(i / 2) * 0.3, 'pointermove', 1);
  at(0.82, 0.5, 'pointerup', 0);
}

const meta = {
  title: 'UI/SignaturePad',
  component: SignaturePad,
  args: { onValueChange: fn(), 'aria-label': 'Firma del inspector' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draw: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Firma del inspector' })).toHaveAttribute(
      'data-empty',
    );
    const area = canvas.getByRole('img', { name: 'Área de firma, vacía' });
    await expect(area).toHaveAccessibleDescription(
      /Si prefieres usar el teclado, elige «Escribir»/,
    );
    await expect(canvas.getByRole('button', { name: 'Borrar firma' })).toBeDisabled();
    draw(area);
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith(expect.stringMatching(png)),
    );
    await expect(canvas.getByRole('img', { name: 'Área de firma, con una firma dibujada' })).toBe(
      area,
    );
    await expect(canvas.getByText('Firma capturada.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar firma' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('img', { name: 'Área de firma, vacía' })).toBe(area);
    await expect(canvas.getByText('Firma borrada.')).toBeInTheDocument();
  },
};

/** Signing from the keyboard alone: the 'Escribir' tab renders the typed name as the image. */
export const TypedWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Dibujar' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const typedTab = canvas.getByRole('tab', { name: 'Escribir' });
    await waitFor(() => expect(typedTab).toHaveAttribute('aria-selected', 'true'));
    await userEvent.tab();
    const input = canvas.getByLabelText('Escribe tu nombre como firma');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Rosa Elena Martínez');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.stringMatching(png));
    await expect(canvas.getByRole('group')).toHaveAttribute('data-mode', 'type');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Borrar firma' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

/** Controlled: the parent owns the value, and setting it to `null` (a form reset) clears the pad. */
export const Controlled: Story = {
  render: (args) => {
    const [value, setValue] = React.useState<string | null>(null);
    return (
      <div className="grid gap-3">
        <SignaturePad
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange?.(next);
          }}
        />
        <p>{value ? 'Con firma' : 'Sin firma'}</p>
        <button type="button" onClick={() => setValue(null)}>
          Restablecer
        </button>
      </div>
    );
  },
  play: async ({ canvas }) => {
    draw(canvas.getByRole('img', { name: 'Área de firma, vacía' }));
    await expect(await canvas.findByText('Con firma')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer' }));
    await expect(await canvas.findByText('Sin firma')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Área de firma, vacía' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Firma del inspector' })).toHaveAttribute(
      'data-empty',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group')).toHaveAttribute('data-disabled');
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toBeDisabled();
    draw(canvas.getByRole('img', { name: 'Área de firma, vacía' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div className="grid gap-8">
      <SignaturePad aria-label="Vacía" />
      <SignaturePad aria-label="Escribiendo" defaultMode="type" />
      <SignaturePad aria-label="Deshabilitada" disabled />
    </div>
  ),
};
