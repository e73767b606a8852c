/**
 * Multipart bodies for the uploads (employee creation,
 * images, documents, bulk employees, bulk containers). The contract declares
 * file parts as `format: binary`, which openapi-typescript types as `string`;
 * these types take a `Blob` (or `File`) instead.
 */
import type { components } from './generated/schema.ts';

type Schemas = components['schemas'];

/** A value a form field accepts; `null` and `undefined` fields are left out. */
export type FormFieldValue = string | number | boolean | Blob | null | undefined;

/** Fields of a multipart body: one value or a list (sent as repeated `name[]` parts). */
export type FormFields = Record<string, FormFieldValue | readonly FormFieldValue[]>;

/** Replaces the binary fields `K` of a contract schema by `Blob`. */
export type WithFiles<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: undefined extends T[P] ? Blob | undefined : Blob;
};

/** Fields of `POST /api/v1/departments/{departmentId}/employees` (`EmployeeInput`, `photo` optional). */
export type EmployeeFormFields = WithFiles<Schemas['EmployeeInput'], 'photo'>;
/** Fields of `POST /api/v1/images` (`ImageUploadInput`). */
export type ImageUploadFields = WithFiles<Schemas['ImageUploadInput'], 'file'>;
/** Fields of `POST /api/v1/documents` (`DocumentUploadInput`). */
export type DocumentUploadFields = WithFiles<Schemas['DocumentUploadInput'], 'file'>;
/** Fields of `POST /api/v1/companies/{companyId}/employees-bulk` (`EmployeeBulkInput`; `file` is a CSV or XLSX). */
export type EmployeeBulkFields = WithFiles<Schemas['EmployeeBulkInput'], 'file'>;
/** Fields of `POST /api/v1/companies/{companyId}/containers/bulk` (`ContainerBulkInput`; `file` is a CSV or XLSX). */
export type ContainerBulkFields = WithFiles<Schemas['ContainerBulkInput'], 'file'>;

function append(form: FormData, name: string, value: FormFieldValue) {
  if (value === null || value === undefined) return;
  if (value instanceof Blob) {
    // A Blob that is not a File gets a name, or servers see no file part.
    const filename = typeof File !== 'undefined' && value instanceof File ? value.name : 'blob';
    form.append(name, value, filename);
  } else {
    form.append(name, String(value));
  }
}

/**
 * Builds a `FormData` from typed fields: strings and numbers as text,
 * booleans as `true` / `false`, Blobs as file parts, lists as repeated
 * `name[]` parts; `null` and `undefined` fields are left out.
 * @returns a new `FormData` (fetch sets the multipart boundary).
 */
export function toFormData(fields: object): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as FormFields)) {
    if (Array.isArray(value))
      for (const item of value as FormFieldValue[]) append(form, `${name}[]`, item);
    else append(form, name, value as FormFieldValue);
  }
  return form;
}

/**
 * The `bodySerializer` for openapi-fetch calls with a multipart body: turns
 * the typed fields into `FormData` (a `FormData` passes as it is).
 */
export function formDataSerializer(body: unknown): FormData {
  return body instanceof FormData ? body : toFormData(body as object);
}
