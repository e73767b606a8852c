import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileDropzone, type DropzoneFile } from './file-dropzone.tsx';

const meta = {
  title: 'UI/FileDropzone',
  component: FileDropzone,
  args: {
    accept: '.pdf,.docx',
    maxSize: 2 * 1024 * 1024,
    onFilesAccepted: fn(),
    onFilesRejected: fn(),
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Arrastra tus archivos aquí/);
    await expect(input).toHaveAccessibleDescription(
      'Tipos permitidos: .pdf,.docx. Tamaño máximo: 2 MB.',
    );
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, pdf('cv.pdf', 1024));
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'cv.pdf' }),
    ]);
  },
};

export const TooLarge: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/Arrastra tus archivos aquí/);
    await userEvent.upload(input, pdf('cv-escaneado.pdf', 3 * 1024 * 1024));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'El archivo «cv-escaneado.pdf» pesa 3 MB; el máximo es 2 MB.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
    await expect(args.onFilesRejected).toHaveBeenCalledWith([
      expect.objectContaining({ code: 'file-too-large' }),
    ]);
  },
};

export const WrongType: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Arrastra tus archivos aquí/);
    await userEvent.upload(input, new File(['x'], 'foto.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El archivo «foto.png» no es de un tipo permitido (.pdf,.docx).',
    );
  },
};

export const Dropped: Story = {
  play: async ({ canvasElement, args }) => {
    const area = canvasElement.querySelector<HTMLElement>('[data-slot="file-dropzone-area"]');
    if (!area) throw new Error('sin zona');
    const data = new DataTransfer();
    data.items.add(pdf('carta.pdf', 2048));
    area.dispatchEvent(
      new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer: data }),
    );
    await waitFor(() => expect(area).toHaveAttribute('data-dragging'));
    area.dispatchEvent(
      new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }),
    );
    await waitFor(() => expect(area).not.toHaveAttribute('data-dragging'));
    await expect(args.onFilesAccepted).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'carta.pdf' }),
    ]);
  },
};

export const Uploading: Story = {
  args: {
    multiple: true,
    files: [
      { id: '1', name: 'cv.pdf', size: 245_000, progress: 45 },
      { id: '2', name: 'acta.pdf', size: 1_200_000, progress: 100, status: 'done' },
      {
        id: '3',
        name: 'ine.pdf',
        size: 800_000,
        progress: 30,
        status: 'error',
        error: 'Se perdió la conexión. Intenta de nuevo.',
      },
    ],
    onRemove: fn(),
  },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progreso de carga de cv.pdf' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('Se perdió la conexión. Intenta de nuevo.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar acta.pdf' }));
    await expect(args.onRemove).toHaveBeenCalledWith('2');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Arrastra tus archivos aquí/)).toBeDisabled();
  },
};

/** A caller that simulates the multipart upload's progress. */
export const WithSimulatedUpload: Story = {
  render: function Render(args) {
    const [files, setFiles] = React.useState<DropzoneFile[]>([]);
    return (
      <FileDropzone
        {...args}
        multiple
        files={files}
        onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
        onFilesAccepted={(accepted) => {
          args.onFilesAccepted(accepted);
          setFiles((current) => [
            ...current,
            ...accepted.map((file) => ({
              id: file.name,
              name: file.name,
              size: file.size,
              progress: 100,
            })),
          ]);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Arrastra tus archivos aquí/);
    await userEvent.upload(input, [pdf('a.pdf', 10), pdf('b.pdf', 10)]);
    await expect(await canvas.findByText('a.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar a.pdf' }));
    await expect(canvas.queryByText('a.pdf')).not.toBeInTheDocument();
  },
};
