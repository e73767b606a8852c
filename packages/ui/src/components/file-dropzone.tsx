import { FileIcon, UploadCloudIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { formatMessage, uiMessages } from '../messages.ts';
import { Progress } from './progress.tsx';

/** A file the caller is uploading or has uploaded, shown under the drop zone. */
type DropzoneFile = {
  /** Stable key (for example the upload id). */
  id: string;
  /** File name shown to the user. */
  name: string;
  /** Size in bytes. */
  size: number;
  /** Upload progress in percent, 0–100; omit when not uploading. */
  progress?: number;
  /** `uploading` shows the bar, `done` a check, `error` the message. @default 'uploading' when `progress` < 100 */
  status?: 'uploading' | 'done' | 'error';
  /** Error text for `status: 'error'`. */
  error?: string;
};

/** Why a file was refused. */
type FileRejection = {
  file: File;
  /** `file-too-large` (over `maxSize`), `file-invalid-type` (not in `accept`), `too-many-files`. */
  code: 'file-too-large' | 'file-invalid-type' | 'too-many-files';
  /** A Spanish message ready to show. */
  message: string;
};

/**
 * Formats a size in bytes for people, in es-MX ('1.5 MB', '200 KB').
 *
 * @param bytes - a size in bytes (≥ 0).
 */
function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/**
 * Whether a file matches an `accept` list like the native input's
 * (`.pdf`, `image/*`, `application/pdf`, comma-separated).
 */
function isFileAccepted(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .some((entry) => {
      if (entry.startsWith('.')) return name.endsWith(entry);
      if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
      return type === entry;
    });
}

/** Props of {@link FileDropzone}. */
type FileDropzoneProps = Omit<React.ComponentProps<'div'>, 'onDrop'> & {
  /** Allowed types, like the native `accept` (`.pdf,.docx,image/*`). @default any type */
  accept?: string;
  /** Largest allowed file in bytes. @default no limit */
  maxSize?: number;
  /** Allow several files at once. @default false */
  multiple?: boolean;
  /** Largest number of files per selection when `multiple`. @default no limit */
  maxFiles?: number;
  /** Blocks selection and dropping. @default false */
  disabled?: boolean;
  /** Called with the files that passed the checks (start the multipart upload here). */
  onFilesAccepted: (files: File[]) => void;
  /** Called with the files that failed; their messages are shown too. */
  onFilesRejected?: (rejections: FileRejection[]) => void;
  /** Files being uploaded, with their progress (passed in by the caller). @default [] */
  files?: DropzoneFile[];
  /** Called with a file's `id` when the user removes it; hides the × button when omitted. */
  onRemove?: (id: string) => void;
  /** Main instruction. @default 'Arrastra tus archivos aquí o haz clic para elegirlos' */
  label?: string;
  /** Hint under the label. @default built from `accept` and `maxSize` */
  hint?: string;
  /** `id` of the file input (for a `Label htmlFor`). @default generated */
  inputId?: string;
  /** Name of the file input, for native forms. */
  name?: string;
  /** Extra ids describing the file input (a form field's description and error); the hint and rejections are added. */
  'aria-describedby'?: string;
  /** Marks the file input invalid (a form field's error); rejections also do. */
  'aria-invalid'?: boolean | 'true' | 'false';
  /** Sets `aria-required` on the file input. @default false */
  'aria-required'?: boolean | 'true' | 'false';
};

/**
 * A drop zone for uploads (multipart): drag and drop, or a
 * native file input that is reachable with Tab and opened with Enter/Space.
 * Checks `accept` and `maxSize`, shows Spanish errors in an alert, and lists
 * the caller's files with a progress bar each. `data-dragging` and
 * `data-disabled` expose its state.
 */
function FileDropzone({
  accept,
  maxSize,
  multiple = false,
  maxFiles,
  disabled = false,
  onFilesAccepted,
  onFilesRejected,
  files = [],
  onRemove,
  label = uiMessages.fileDropzone.label,
  hint,
  inputId,
  name,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  className,
  ...props
}: FileDropzoneProps) {
  const generatedId = React.useId();
  const id = inputId ?? `${generatedId}-input`;
  const hintId = `${generatedId}-hint`;
  const errorId = `${generatedId}-error`;
  const [dragging, setDragging] = React.useState(false);
  const [rejections, setRejections] = React.useState<FileRejection[]>([]);
  const messages = uiMessages.fileDropzone;
  const maxSizeText = maxSize === undefined ? undefined : formatBytes(maxSize);
  const hintText =
    hint ??
    (maxSizeText === undefined
      ? accept
        ? formatMessage(messages.hintNoSize, { accept })
        : undefined
      : accept
        ? formatMessage(messages.hint, { accept, maxSize: maxSizeText })
        : formatMessage(messages.hintNoAccept, { maxSize: maxSizeText }));

  const handleFiles = (list: FileList | null) => {
    if (!list || disabled) return;
    let incoming = Array.from(list);
    const refused: FileRejection[] = [];
    if (!multiple && incoming.length > 1) incoming = incoming.slice(0, 1);
    if (multiple && maxFiles !== undefined && incoming.length > maxFiles) {
      for (const file of incoming.slice(maxFiles)) {
        refused.push({
          file,
          code: 'too-many-files',
          message: formatMessage(messages.tooMany, { max: maxFiles }),
        });
      }
      incoming = incoming.slice(0, maxFiles);
    }
    const accepted: File[] = [];
    for (const file of incoming) {
      if (!isFileAccepted(file, accept)) {
        refused.push({
          file,
          code: 'file-invalid-type',
          message: formatMessage(messages.invalidType, { name: file.name, accept: accept ?? '' }),
        });
      } else if (maxSize !== undefined && file.size > maxSize) {
        refused.push({
          file,
          code: 'file-too-large',
          message: formatMessage(messages.tooLarge, {
            name: file.name,
            size: formatBytes(file.size),
            maxSize: maxSizeText ?? '',
          }),
        });
      } else {
        accepted.push(file);
      }
    }
    setRejections(refused);
    if (refused.length > 0) onFilesRejected?.(refused);
    if (accepted.length > 0) onFilesAccepted(accepted);
  };

  const describedBy = [
    ariaDescribedBy,
    hintText ? hintId : null,
    rejections.length > 0 ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div data-slot="file-dropzone" className={cn('grid gap-3', className)} {...props}>
      <label
        htmlFor={id}
        data-slot="file-dropzone-area"
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        data-invalid={
          rejections.length > 0 || ariaInvalid === true || ariaInvalid === 'true' || undefined
        }
        onDragEnter={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          handleFiles(event.dataTransfer.files);
        }}
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-card px-6 py-8 text-center transition-colors hover:bg-muted has-[:focus-visible]:border-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60 data-[dragging]:border-primary data-[dragging]:bg-secondary data-[invalid]:border-danger"
      >
        <UploadCloudIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <span className="text-sm font-medium text-foreground">{label}</span>
        {hintText ? (
          <span id={hintId} className="text-xs wrap-anywhere text-muted-foreground">
            {hintText}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy || undefined}
          aria-invalid={
            rejections.length > 0 || ariaInvalid === true || ariaInvalid === 'true' || undefined
          }
          aria-required={ariaRequired || undefined}
          onChange={(event) => {
            handleFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      {rejections.length > 0 ? (
        <div id={errorId} role="alert" data-slot="file-dropzone-errors">
          <ul className="grid gap-1 text-sm text-danger">
            {rejections.map((rejection, index) => (
              <li key={`${rejection.file.name}-${index}`}>{rejection.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul data-slot="file-dropzone-files" className="grid gap-2">
          {files.map((file) => {
            const status = file.status ?? ((file.progress ?? 100) < 100 ? 'uploading' : 'done');
            return (
              <li
                key={file.id}
                data-slot="file-dropzone-file"
                data-status={status}
                className="flex items-center gap-3 rounded-md border border-border bg-card p-3"
              >
                <FileIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="truncate font-medium">{file.name}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">
                      {status === 'uploading'
                        ? `${Math.round(file.progress ?? 0)} %`
                        : status === 'done'
                          ? messages.uploaded
                          : messages.failed}{' '}
                      · {formatBytes(file.size)}
                    </span>
                  </div>
                  {status === 'uploading' || file.progress !== undefined ? (
                    <Progress
                      value={file.progress ?? 0}
                      variant={
                        status === 'error' ? 'danger' : status === 'done' ? 'success' : 'primary'
                      }
                      label={formatMessage(messages.progressLabel, { name: file.name })}
                    />
                  ) : null}
                  {status === 'error' && file.error ? (
                    <p className="text-xs text-danger">{file.error}</p>
                  ) : null}
                </div>
                {onRemove ? (
                  <button
                    type="button"
                    aria-label={formatMessage(messages.remove, { name: file.name })}
                    className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-sm text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onRemove(file.id)}
                  >
                    <XIcon aria-hidden="true" className="size-4" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export {
  FileDropzone,
  formatBytes,
  isFileAccepted,
  type DropzoneFile,
  type FileDropzoneProps,
  type FileRejection,
};
