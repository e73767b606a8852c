import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent } from 'storybook/test';
import { CopyField } from './copy-field.tsx';

const meta = {
  title: 'UI/CopyField',
  component: CopyField,
  args: {
    label: 'Identificador del dispositivo',
    value: 'jt_5mK2pQ8vX1nR7sT4wY9zA3bC',
    onCopy: fn(),
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing copied yet: the value can be selected by hand or copied with the button. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Identificador del dispositivo')).toHaveValue(
      'jt_5mK2pQ8vX1nR7sT4wY9zA3bC',
    );
    await expect(canvas.getByLabelText('Identificador del dispositivo')).toHaveAttribute(
      'readonly',
    );
    await expect(
      canvas.getByRole('button', { name: 'Copiar identificador del dispositivo' }),
    ).toBeVisible();
  },
};

/** The clipboard took the value: announced in the status region. */
export const Copied: Story = {
  beforeEach: () => {
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copiar identificador del dispositivo' }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Copiado al portapapeles: Identificador del dispositivo.',
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('jt_5mK2pQ8vX1nR7sT4wY9zA3bC');
    await expect(args.onCopy).toHaveBeenCalledWith('jt_5mK2pQ8vX1nR7sT4wY9zA3bC');
  },
};

/** The browser refused to copy: the user is told to copy by hand. */
export const Failed: Story = {
  args: {
    label: 'Dirección del servidor',
    value: 'https://api.jornada.example/ceiba-api/v1/osmand',
  },
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denegado'));
    const command = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      write.mockRestore();
      command.mockRestore();
    };
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar dirección del servidor' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No se pudo copiar. Selecciona el texto y cópialo.',
    );
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};
