import type { ControllerRenderProps, FieldValues } from 'react-hook-form';
import { FileDropzone } from '../components/file-dropzone.tsx';
import type { FieldBaseProps } from './field-props.ts';
import {
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from './form.tsx';

/** Props of {@link FileField}. */
export interface FileFieldProps<
  TFieldValues extends FieldValues,
> extends FieldBaseProps<TFieldValues> {
  /** Allowed types, like the native `accept` ('.pdf,image/*'). @default any type */
  accept?: string;
  /** Largest allowed file in bytes; bigger files are refused with a Spanish message. @default no limit */
  maxSize?: number;
  /** Keep several files (the value becomes `File[]`). @default false */
  multiple?: boolean;
  /** Most files kept when `multiple`. @default no limit */
  maxFiles?: number;
}

function FileControl({
  field,
  accept,
  maxSize,
  multiple,
  maxFiles,
}: Pick<FileFieldProps<FieldValues>, 'accept' | 'maxSize' | 'multiple' | 'maxFiles'> & {
  field: ControllerRenderProps<FieldValues, string>;
}) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription, required } =
    useFormField();
  const files: File[] = multiple
    ? ((field.value as File[] | undefined) ?? [])
    : field.value instanceof File
      ? [field.value]
      : [];
  const describedBy = [
    hasDescription ? formDescriptionId : null,
    error?.message ? formMessageId : null,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <FileDropzone
      inputId={formItemId}
      name={field.name}
      accept={accept}
      maxSize={maxSize}
      multiple={multiple}
      maxFiles={maxFiles}
      disabled={field.disabled}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      aria-required={required}
      files={files.map((file, index) => ({
        id: `${index}-${file.name}`,
        name: file.name,
        size: file.size,
        status: 'done' as const,
      }))}
      onFilesAccepted={(accepted) => {
        field.onChange(
          multiple ? [...files, ...accepted].slice(0, maxFiles) : (accepted[0] ?? null),
        );
        field.onBlur();
      }}
      onRemove={(id) => {
        const rest = files.filter((file, index) => `${index}-${file.name}` !== id);
        field.onChange(multiple ? rest : null);
        field.onBlur();
      }}
    />
  );
}

/**
 * A labelled file picker on {@link FileDropzone} (drag and drop, or the
 * native input with Tab and Enter) bound to the surrounding `<Form>`. It
 * refuses files outside `accept` or over `maxSize` bytes with Spanish
 * messages; the value is a `File` (or `null`), or `File[]` when `multiple`.
 * Validate with `z.instanceof(File, { error: 'Adjunta un archivo.' })`. The
 * upload itself is the caller's (multipart).
 */
export function FileField<TFieldValues extends FieldValues>({
  name,
  label,
  description,
  required = false,
  disabled = false,
  className,
  ...dropzoneProps
}: FileFieldProps<TFieldValues>) {
  return (
    <FormField<TFieldValues>
      name={name}
      disabled={disabled}
      render={({ field }) => (
        <FormItem required={required} className={className} data-slot="file-field">
          <FormLabel>{label}</FormLabel>
          <FileControl
            field={field as unknown as ControllerRenderProps<FieldValues, string>}
            {...dropzoneProps}
          />
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
