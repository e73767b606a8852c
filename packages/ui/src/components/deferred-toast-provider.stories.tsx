import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button.tsx';
import { DeferredToastProvider } from './deferred-toast-provider.tsx';
import { useToast, type ToastOptions } from './toast-context.ts';

const onUndo = fn();

function Demo({ options }: { options: ToastOptions }) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Guardar vacante</Button>;
}

const meta = {
  title: 'UI/Toast/Deferred',
  component: Demo,
  beforeEach: () => onUndo.mockClear(),
  decorators: [
    (Story) => (
      <DeferredToastProvider>
        <Story />
      </DeferredToastProvider>
    ),
  ],
  args: {
    options: {
      title: 'Vacante eliminada',
      description: 'Ya no está en Mis favoritos.',
      duration: Infinity,
      action: { label: 'Deshacer', altText: 'Deshacer desde Mis favoritos', onClick: onUndo },
    },
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The region is there before any toast; the first toast loads Radix and shows in it. */
export const FirstToast: Story = {
  play: async ({ canvas }) => {
    const body = within(document.body);
    const region = body.getByRole('region', { name: 'Notificaciones (F8)' });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8', code: 'F8', bubbles: true }));
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar vacante' }));
    // The plain region gives way to Radix's once its code has loaded: query it afresh.
    const live = () => within(body.getByRole('region', { name: 'Notificaciones (F8)' }));
    await waitFor(() => expect(live().getByText('Vacante eliminada')).toBeVisible());
    await userEvent.click(live().getByRole('button', { name: 'Deshacer' }));
    await expect(onUndo).toHaveBeenCalledTimes(1);
  },
};
