import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { FileDropzone } from './file-dropzone.tsx';

describe('FileDropzone', () => {
  describe('given a keyboard user', () => {
    it('reaches the file input with Tab, named by the instruction and described by the limits', async () => {
      const screen = await render(
        <FileDropzone accept=".pdf" maxSize={1024 * 1024} onFilesAccepted={vi.fn()} />,
      );
      await userEvent.keyboard('{Tab}');
      const input = screen.getByLabelText(/Arrastra tus archivos aquí/);
      await expect.element(input).toHaveFocus();
      await expect
        .element(input)
        .toHaveAccessibleDescription('Tipos permitidos: .pdf. Tamaño máximo: 1 MB.');
    });
  });

  describe('given several files when only one is allowed at a time', () => {
    it('accepts the valid ones and lists a Spanish error for each refused file', async () => {
      const onFilesAccepted = vi.fn();
      const onFilesRejected = vi.fn();
      const screen = await render(
        <FileDropzone
          multiple
          maxFiles={2}
          accept=".pdf"
          maxSize={100}
          onFilesAccepted={onFilesAccepted}
          onFilesRejected={onFilesRejected}
        />,
      );
      const files = [
        new File(['a'], 'a.pdf', { type: 'application/pdf' }),
        new File([new Uint8Array(200)], 'grande.pdf', { type: 'application/pdf' }),
        new File(['c'], 'c.pdf', { type: 'application/pdf' }),
      ];
      await userEvent.upload(screen.getByLabelText(/Arrastra tus archivos aquí/), files);
      expect(onFilesAccepted).toHaveBeenCalledWith([files[0]]);
      expect(onFilesRejected.mock.calls[0]?.[0].map((r: { code: string }) => r.code)).toEqual([
        'too-many-files',
        'file-too-large',
      ]);
      await expect
        .element(screen.getByText('Solo puedes subir 2 archivo(s) a la vez.'))
        .toBeVisible();
      await expect
        .element(screen.getByText('El archivo «grande.pdf» pesa 200 B; el máximo es 100 B.'))
        .toBeVisible();
    });
  });
});
