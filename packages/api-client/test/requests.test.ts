import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  createEmployeeMutationOptions,
  contentDispositionFilename,
  createJornadaClient,
  downloadAttendanceExport,
  downloadContainersReport,
  downloadEmployeeImportTemplate,
  downloadWaybillReport,
  importContainersMutationOptions,
  importEmployeesMutationOptions,
  requestPasswordResetEmail,
  toFormData,
  unwrap,
  uploadDocumentMutationOptions,
  uploadImageMutationOptions,
} from '../src/index.ts';
import { json, startLocalServer } from './local-server.ts';

let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const api = () =>
  createJornadaClient({ origins: { main: server.origin }, getToken: () => 'tok-1', retry: false });
const queryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Runs a mutation's function and its `onSuccess`, as TanStack Query would. */
async function run<V, D>(
  options: { mutationFn?: (variables: V, context: never) => Promise<D> },
  variables: V,
): Promise<D> {
  return options.mutationFn!(variables, undefined as never);
}

describe('error normalisation', () => {
  it('given a 404 HTML page → ApiError with the text as data and a Spanish fallback message', async () => {
    server.answer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>'),
    );
    const error = (await unwrap(api().jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      data: '<h1>Not Found</h1>',
      message: 'La solicitud falló (error 404).',
    });
  });

  it('given a 500 with an empty body → ApiError with data null', async () => {
    server.answer((_req, res) => res.writeHead(500, { 'content-length': '0' }).end());
    const error = (await unwrap(api().jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({
      status: 500,
      data: null,
      message: 'La solicitud falló (error 500).',
    });
  });

  it('given a 422 JSON body → its message and field errors', async () => {
    const body = {
      message: 'El código no es válido.',
      code: 'invalid_code',
      errors: { code: ['Revisa el código.'] },
    };
    server.answer((_req, res) => json(res, 422, body));
    const error = (await unwrap(
      api().main.POST('/api/v1/reset-password', {
        body: {
          email: 'a@b.mx',
          service: 'jobs',
          code: '123456',
          password: 'x',
          password_confirmation: 'x',
        } as never,
      }),
    ).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 422, message: 'El código no es válido.', data: body });
    expect(error.fieldErrors).toEqual({ code: ['Revisa el código.'] });
  });

  it('given a refused connection → ApiError with status and data null', async () => {
    const closed = await startLocalServer();
    await closed.close();
    const client = createJornadaClient({ origins: { main: closed.origin }, retry: false });
    const error = (await unwrap(client.jobs.GET('/api/v1/states')).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({ name: 'ApiError', status: null, data: null });
    expect(error.cause).toBeInstanceOf(Error);
  });
});

describe('reset-password e-mail', () => {
  it('URL-encodes an address with + and @', async () => {
    server.answer((_req, res) => res.writeHead(202, { 'content-length': '0' }).end());
    await requestPasswordResetEmail(api(), { email: 'ana+empleo@correo.mx', service: 'jobs' });
    expect(server.received[0]?.url).toBe(
      '/api/v1/reset-password-email?email=ana%2Bempleo%40correo.mx&service=jobs',
    );
    expect(new URL(server.received[0]!.url, server.origin).searchParams.get('email')).toBe(
      'ana+empleo@correo.mx',
    );
  });
});

describe('multipart uploads', () => {
  const file = (text: string, type = 'text/csv') => new Blob([text], { type });

  function parts() {
    const request = server.received[0]!;
    return {
      type: request.headers['content-type'] ?? '',
      body: request.body,
      auth: request.headers.authorization,
    };
  }

  it('toFormData writes text fields, booleans, lists and files, and skips null', () => {
    const form = toFormData({
      name: 'Ana',
      is_driver: false,
      tags: ['a', 'b'],
      photo: file('x'),
      lastname: null,
    });
    expect([...form.keys()]).toEqual(['name', 'is_driver', 'tags[]', 'tags[]', 'photo']);
    expect(form.get('is_driver')).toBe('false');
    expect(form.get('photo')).toBeInstanceOf(Blob);
  });

  beforeEach(() => server.answer((_req, res) => json(res, 201, { data: { id: 1 } })));

  it('creates an employee with a photo as multipart/form-data', async () => {
    const options = createEmployeeMutationOptions(api(), queryClient());
    await run(options, {
      departmentId: 4,
      name: 'Luis',
      surname: 'Pérez',
      position: 'Operador',
      is_driver: true,
      photo: new File(['PNGDATA'], 'luis.png', { type: 'image/png' }),
    });
    const { type, body, auth } = parts();
    expect(server.received[0]?.url).toBe('/api/v1/departments/4/employees');
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toContain('name="name"\r\n\r\nLuis');
    expect(body).toContain('name="is_driver"\r\n\r\ntrue');
    expect(body).toMatch(
      /name="photo"; filename="luis.png"\r\nContent-Type: image\/png\r\n\r\nPNGDATA/,
    );
    expect(body).not.toContain('departmentId');
    expect(auth).toBe('Bearer tok-1');
  });

  it('uploads an image, a document and the two bulk files as multipart', async () => {
    const client = api();
    const qc = queryClient();
    await run(uploadImageMutationOptions(client, qc), {
      file: file('IMG', 'image/jpeg'),
      resource_id: 3,
      resource_type: 'unit',
    });
    await run(uploadDocumentMutationOptions(client, qc), {
      file: file('PDF', 'application/pdf'),
      resource_id: 3,
      resource_type: 'employee',
    });
    await run(importEmployeesMutationOptions(client, qc), {
      companyId: 2,
      file: file('nombre\nAna'),
      update_existing: false,
      dry_run: false,
    });
    await run(importContainersMutationOptions(client, qc), {
      companyId: 2,
      file: file('numero\nMSCU1234565'),
      update_existing: true,
      dry_run: true,
    });
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/v1/images',
      '/api/v1/documents',
      '/api/v1/companies/2/employees-bulk',
      '/api/v1/companies/2/containers/bulk',
    ]);
    for (const request of server.received) {
      expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.body).toMatch(/name="file"; filename="blob"/);
    }
    expect(server.received[3]?.body).toContain('MSCU1234565');
    expect(server.received[3]?.body).toContain('name="update_existing"\r\n\r\ntrue');
  });
});

describe('search key', () => {
  it('is sent on every /search/ call of every base, and not elsewhere', async () => {
    server.answer((_req, res) => json(res, 200, { data: [], meta: {} }));
    const client = createJornadaClient({
      origins: { main: server.origin },
      searchKey: 'llave',
      retry: false,
    });
    await unwrap(
      client.tags.GET('/tags-api/v1/search/tags', { params: { query: { q: 'chofer' } } }),
    );
    await unwrap(
      client.clocker.GET('/clocker-api/v1/search/shifts', { params: { query: { company_id: 1 } } }),
    );
    await unwrap(client.jobs.GET('/api/v1/bookmarks'));
    expect(server.received.map((r) => r.headers['x-search-key'])).toEqual([
      'llave',
      'llave',
      undefined,
    ]);
  });
});

describe('downloads', () => {
  it('asks for CSV or PDF with Accept and resolves to a Blob', async () => {
    server.answer((req, res) =>
      res
        .writeHead(200, {
          'content-type': req.headers.accept ?? '',
          'content-disposition': 'attachment',
        })
        .end(
          req.headers.accept === 'text/csv' ? 'numero,estado\nMSCU1234565,en_patio\n' : '%PDF-1.7',
        ),
    );
    const csv = await downloadContainersReport(api(), 2, { status: 'en_patio' } as never);
    expect(csv.type).toBe('text/csv');
    expect(await csv.text()).toContain('MSCU1234565');
    const pdf = await downloadContainersReport(api(), 2, {}, { format: 'application/pdf' });
    expect(await pdf.text()).toBe('%PDF-1.7');
    const waybill = await downloadWaybillReport(api(), 11);
    expect(waybill.type).toBe('application/pdf');
    expect(server.received.map((r) => [r.url, r.headers.accept])).toEqual([
      ['/api/v1/companies/2/containers/reports?status=en_patio', 'text/csv'],
      ['/api/v1/companies/2/containers/reports', 'application/pdf'],
      ['/api/v1/waybill/11/report', 'application/pdf'],
    ]);
  });

  it('downloads the employee import template in the chosen format', async () => {
    server.answer((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="plantilla-empleados.csv"',
        })
        .end('department,employee_number,name\n'),
    );
    const template = await downloadEmployeeImportTemplate(api(), 3, { format: 'csv' });
    expect(await template.text()).toContain('department,employee_number');
    expect(server.received.map((r) => r.url)).toEqual([
      '/api/v1/companies/3/employees-bulk/template?format=csv',
    ]);
  });

  it('downloads the attendance export with its filters and the name the server gives it', async () => {
    server.answer((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="asistencia-2026-03-02-2026-03-08.csv"',
        })
        .end('\uFEFFFecha,Número,Empleado\n'),
    );
    const { file, filename } = await downloadAttendanceExport(api(), 3, {
      format: 'csv',
      from: '2026-03-02',
      to: '2026-03-08',
      department_id: 4,
    });
    expect(filename).toBe('asistencia-2026-03-02-2026-03-08.csv');
    expect(await file.text()).toContain('Fecha,Número,Empleado');
    expect(server.received.map((r) => r.url)).toEqual([
      '/clocker-api/v1/companies/3/attendances/export?format=csv&from=2026-03-02&to=2026-03-08&department_id=4',
    ]);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(
      contentDispositionFilename(`attachment; filename*=UTF-8''asistencia%20mar%C3%A1.xlsx`),
    ).toBe('asistencia mará.xlsx');
    expect(contentDispositionFilename('attachment; filename=asistencia.csv')).toBe(
      'asistencia.csv',
    );
    expect(contentDispositionFilename('attachment')).toBeNull();
    expect(contentDispositionFilename(null)).toBeNull();
  });

  it('turns a JSON error of a download into ApiError', async () => {
    server.answer((_req, res) => json(res, 403, { message: 'No perteneces a esta empresa.' }));
    await expect(downloadWaybillReport(api(), 11)).rejects.toMatchObject({
      status: 403,
      message: 'No perteneces a esta empresa.',
    });
  });
});
