import {
  createDepartmentMutationOptions,
  updateDepartmentMutationOptions,
  type components,
} from '@jornada/api-client';
import { departmentInputFormSchema } from '@jornada/api-client/forms';
import { ToastProvider } from '@jornada/ui';
import { RecordSheet, TextareaField, TextField } from '@jornada/ui/forms';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { staffUser } from '../test/fixtures.ts';
import { fakeApi, json, renderRoute, type FakeApi } from '../test/render-route.tsx';
import { useRecordSheet } from './use-record-sheet.ts';

type Department = components['schemas']['Department'];

const department: Department = {
  id: 4,
  company_id: 3,
  name: 'Operaciones',
  description: null,
  manager: null,
} as unknown as Department;

const schema = departmentInputFormSchema();

function DepartmentSheet({ record }: { record?: Department }) {
  const [open, onOpenChange] = useState(true);
  const sheet = useRecordSheet({
    open,
    onOpenChange,
    title: record ? `Editar ${record.name}` : 'Nuevo departamento',
    schema,
    defaultValues: {
      name: record?.name ?? '',
      description: record?.description ?? '',
      manager_employee_id: null,
    },
    record,
    create: {
      mutation: createDepartmentMutationOptions,
      variables: (body) => ({ companyId: 3, ...body }),
      done: (saved) => `Creaste ${saved.name}`,
    },
    update: {
      mutation: updateDepartmentMutationOptions,
      variables: (body, { id }) => ({ departmentId: id, ...body }),
      done: (saved) => `Guardaste ${saved.name}`,
    },
  });
  return (
    <RecordSheet {...sheet}>
      <TextField name="name" label="Nombre" />
      <TextareaField name="description" label="Descripción" />
    </RecordSheet>
  );
}

async function renderSheet(api: FakeApi, record?: Department) {
  await renderRoute('/', {
    user: staffUser,
    api,
    routes: () => [
      {
        path: '/',
        element: (
          <ToastProvider>
            <DepartmentSheet {...(record ? { record } : {})} />
          </ToastProvider>
        ),
      },
    ],
  });
  return page.getByRole('dialog', {
    name: record ? `Editar ${record.name}` : 'Nuevo departamento',
  });
}

describe('given a record sheet on useRecordSheet and a generated form schema', () => {
  it('when a value breaks a limit the contract states → the Spanish message under the field and no request', async () => {
    const api = fakeApi();
    const sheet = await renderSheet(api);
    await sheet.getByLabelText('Nombre').fill('A');
    await sheet.getByLabelText('Descripción').fill('x'.repeat(1001));
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Escribe al menos 2 caracteres.')).toBeVisible();
    await expect.element(sheet.getByText('Escribe como máximo 1,000 caracteres.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('when the server answers 422 → its field message under the field, the typed values kept, a failure toast; then the fix saves and closes with a success toast', async () => {
    let answers = 0;
    const api = fakeApi({
      'POST /api/v1/companies/3/departments': (request) =>
        answers++ === 0
          ? json(
              {
                message: 'Los datos no son válidos.',
                errors: { name: ['Ya hay un departamento con ese nombre.'] },
              },
              422,
            )
          : json({ data: { ...department, ...(request.body as object), id: 5 } }, 201),
    });
    const sheet = await renderSheet(api);
    await sheet.getByLabelText('Nombre').fill('Operaciones');
    await sheet.getByLabelText('Descripción').fill('Patio y maniobras');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(sheet.getByText('Ya hay un departamento con ese nombre.')).toBeVisible();
    await expect.element(sheet.getByLabelText('Nombre')).toHaveValue('Operaciones');
    await expect.element(sheet.getByLabelText('Descripción')).toHaveValue('Patio y maniobras');
    await expect.element(page.getByText('No pudimos guardar los cambios.')).toBeVisible();
    await expect.element(page.getByText('Revisa los campos marcados.')).toBeVisible();

    await sheet.getByLabelText('Nombre').fill('Operaciones Norte');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Creaste Operaciones Norte')).toBeVisible();
    await expect.element(sheet).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'Operaciones Norte',
      description: 'Patio y maniobras',
      manager_employee_id: null,
    });
  });

  it('when a record is edited → the update mutation with its id, an emptied optional text sent as null', async () => {
    const api = fakeApi({
      'PUT /api/v1/departments/4': (request) =>
        json({ data: { ...department, ...(request.body as object) } }),
    });
    const sheet = await renderSheet(api, { ...department, description: 'Antes' } as Department);
    await sheet.getByLabelText('Descripción').fill('');
    await sheet.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Guardaste Operaciones')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      name: 'Operaciones',
      description: null,
      manager_employee_id: null,
    });
  });
});
