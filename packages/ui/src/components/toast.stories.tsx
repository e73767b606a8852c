import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  useToast,
  type ToastOptions,
} from './toast.tsx';

const onUndo = fn();

function Demo({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Guardar vacante</Button>;
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  beforeEach: () => onUndo.mockClear(),
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: { options: { title: 'Vacante guardada', description: 'La encontrarás en Mis favoritos.' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar vacante' }));
    const body = within(document.body);
    const region = body.getByRole('region', { name: /Notificaciones/ });
    await expect(await within(region).findByText('Vacante guardada')).toBeVisible();
    await expect(within(region).getByText('La encontrarás en Mis favoritos.')).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() =>
      expect(within(region).queryByText('Vacante guardada')).not.toBeInTheDocument(),
    );
  },
};

export const Success: Story = {
  args: { options: { title: 'Postulación enviada', variant: 'success' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar vacante' }));
    await expect(await within(document.body).findByText('Postulación enviada')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    options: {
      title: 'No pudimos guardar',
      description: 'Revisa tu conexión e intenta de nuevo.',
      variant: 'danger',
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar vacante' }));
    await expect(await within(document.body).findByText('No pudimos guardar')).toBeVisible();
  },
};

export const WithAction: Story = {
  args: {
    options: {
      title: 'Vacante eliminada',
      duration: Infinity,
      action: {
        label: 'Deshacer',
        altText: 'Deshacer la eliminación desde Mis favoritos',
        onClick: onUndo,
      },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar vacante' }));
    const body = within(document.body);
    await expect(await body.findByText('Vacante eliminada')).toBeVisible();
    // F8 moves focus to the notifications region (Radix Toast hotkey).
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    await waitFor(() =>
      expect(
        body.getByRole('region', { name: /Notificaciones/ }).contains(document.activeElement),
      ).toBe(true),
    );
    const undo = body.getByRole('button', { name: 'Deshacer' });
    undo.focus();
    await userEvent.keyboard('{Enter}');
    await expect(onUndo).toHaveBeenCalledTimes(1);
  },
};

export const Static: Story = {
  render: () => (
    <>
      <Toast open duration={Infinity}>
        <div className="grid gap-1">
          <ToastTitle>Perfil actualizado</ToastTitle>
          <ToastDescription>Tus cambios ya son visibles para las empresas.</ToastDescription>
        </div>
        <ToastClose />
      </Toast>
    </>
  ),
  play: async () => {
    await expect(await within(document.body).findByText('Perfil actualizado')).toBeVisible();
  },
};
