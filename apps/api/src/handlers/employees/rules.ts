/**
 * The rules an employee record obeys (contract
 * `EmployeeInput`), shared by the create and update handlers and the bulk
 * import: required fields, the contract's formats (CURP, NSS, phone, e-mail,
 * dates), a department of the company, an employee number and a CURP not used
 * by another employee of the company, and a licence for drivers. Messages are
 * Spanish, per field, as the 422 body's `errors`.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { departments, employees } from '../../db/schema.ts';
import type { ContractField } from '../../db/schema/columns.ts';
import type { FieldErrors } from '../../http/errors.ts';

/**
 * An employee as the rules read it: `EmployeeInput`'s fields, plus the
 * department (by id, or by name as the import's `department` column names it).
 * An absent key is left alone (a partial update); `null` or `''` clears an optional field.
 */
export interface EmployeeRuleInput {
  department_id?: number | null;
  /** The department's name (case and accents ignored); used when `department_id` is absent. */
  department?: string | null;
  employee_number?: string | null;
  name?: string | null;
  surname?: string | null;
  lastname?: string | null;
  email?: string | null;
  phone?: string | null;
  curp?: string | null;
  nss?: string | null;
  position?: string | null;
  is_driver?: boolean | null;
  license_number?: string | null;
  license_expires_at?: string | null;
  status?: string | null;
  hired_at?: string | null;
}

/**
 * What the rules look up in the database. {@link databaseLookups} asks the
 * database each time; the import passes lookups preloaded per chunk.
 */
export interface EmployeeLookups {
  /** The company's departments. */
  departments: (companyId: number) => Promise<readonly { id: number; name: string }[]>;
  /** The id of the company's employee with this number, if any. */
  employeeByNumber: (companyId: number, employeeNumber: string) => Promise<number | null>;
  /** The id of the company's employee with this CURP, if any. */
  employeeByCurp: (companyId: number, curp: string) => Promise<number | null>;
}

/** Options of {@link validateEmployee}. */
export interface ValidateEmployeeOptions {
  /** The employee being updated: its own number and CURP are not a conflict. */
  employeeId?: number;
  /** Check only the fields present (an update); otherwise the required ones must be there. @default false */
  partial?: boolean;
  /** Where departments and existing employees are looked up. @default databaseLookups(db) */
  lookups?: EmployeeLookups;
}

/** The contract's CURP pattern (`EmployeeInput.curp`). */
export const curpPattern = /^[A-Z][AEIOUX][A-Z]{2}[0-9]{6}[HM][A-Z]{5}[0-9A-Z][0-9]$/;
/** The contract's NSS pattern: 11 digits. */
export const nssPattern = /^[0-9]{11}$/;
/** The contract's phone pattern: 10 to 15 digits, optionally after `+`. */
export const phonePattern = /^\+?[0-9]{10,15}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

type EmployeeStatus = ContractField<'Employee', 'status'>;
/** Contract `EmployeeStatus`. */
export const employeeStatuses: readonly EmployeeStatus[] = [
  'activo',
  'incapacidad',
  'vacaciones',
  'suspendido',
  'baja',
];
/** Whether a text is one of {@link employeeStatuses}. */
const isEmployeeStatus = (value: string): value is EmployeeStatus =>
  employeeStatuses.some((status) => status === value);

const maxLengths: Partial<Record<keyof EmployeeRuleInput, number>> = {
  employee_number: 30,
  name: 100,
  surname: 100,
  lastname: 100,
  email: 254,
  position: 120,
  license_number: 30,
};

const labels: Partial<Record<keyof EmployeeRuleInput, string>> = {
  employee_number: 'el número de empleado',
  name: 'el nombre',
  surname: 'el apellido paterno',
  position: 'el puesto',
};

/** A name compared without case, accents or repeated spaces: «Tráfico » matches «trafico». */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of a field, trimmed; `''` when absent or null. */
const text = (value: string | null | undefined) => (value ?? '').trim();

/** Whether `value` is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = datePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Lookups that query the database on every call. */
export function databaseLookups(db: Database): EmployeeLookups {
  return {
    departments: (companyId) =>
      db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(eq(departments.companyId, companyId)),
    async employeeByNumber(companyId, employeeNumber) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(
          and(eq(employees.companyId, companyId), eq(employees.employeeNumber, employeeNumber)),
        )
        .limit(1);
      return row?.id ?? null;
    },
    async employeeByCurp(companyId, curp) {
      const [row] = await db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), eq(employees.curp, curp)))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

/**
 * Lookups answered from memory: the company's departments and its employees
 * with any of the given numbers or CURPs, read once (the import reads them per
 * chunk, inside the chunk's transaction).
 */
export async function preloadedLookups(
  db: Database,
  companyId: number,
  keys: { employeeNumbers: readonly string[]; curps: readonly string[] },
): Promise<EmployeeLookups> {
  const departmentRows = await databaseLookups(db).departments(companyId);
  const matches = [
    keys.employeeNumbers.length
      ? inArray(employees.employeeNumber, [...keys.employeeNumbers])
      : undefined,
    keys.curps.length ? inArray(employees.curp, [...keys.curps]) : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = matches.length
    ? await db
        .select({ id: employees.id, number: employees.employeeNumber, curp: employees.curp })
        .from(employees)
        .where(and(eq(employees.companyId, companyId), or(...matches)))
    : [];
  const byNumber = new Map(rows.map((row) => [row.number, row.id]));
  const byCurp = new Map(rows.filter((row) => row.curp).map((row) => [row.curp!, row.id]));
  return {
    departments: async () => departmentRows,
    employeeByNumber: async (_companyId, number) => byNumber.get(number) ?? null,
    employeeByCurp: async (_companyId, curp) => byCurp.get(curp) ?? null,
  };
}

/**
 * The department an input names: `department_id` when given, else the
 * company's department whose name matches `department` (case and accents ignored).
 * @returns the id, or null when none is named or none matches.
 */
export async function resolveDepartmentId(
  lookups: EmployeeLookups,
  companyId: number,
  input: Pick<EmployeeRuleInput, 'department_id' | 'department'>,
): Promise<number | null> {
  const list = await lookups.departments(companyId);
  if (input.department_id)
    return list.some((d) => d.id === input.department_id) ? input.department_id : null;
  const name = normalizeName(text(input.department));
  if (!name) return null;
  return list.find((d) => normalizeName(d.name) === name)?.id ?? null;
}

/**
 * Checks an employee against the rules.
 * @param companyId - the company the employee belongs (or will belong) to.
 * @returns field → Spanish messages; empty when the employee is valid.
 */
export async function validateEmployee(
  db: Database,
  companyId: number,
  input: EmployeeRuleInput,
  options: ValidateEmployeeOptions = {},
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const has = (field: keyof EmployeeRuleInput) => !options.partial || field in input;
  const lookups = options.lookups ?? databaseLookups(db);

  for (const field of ['name', 'surname', 'position'] as const)
    if (has(field) && !text(input[field])) add(field, `Escribe ${labels[field]}.`);
  if (has('employee_number') && 'employee_number' in input && !text(input.employee_number))
    add('employee_number', `Escribe ${labels.employee_number}.`);
  for (const [field, max] of Object.entries(maxLengths) as [keyof EmployeeRuleInput, number][]) {
    const value = input[field];
    if (typeof value === 'string' && value.trim().length > max)
      add(field, `Usa como máximo ${max} caracteres.`);
  }

  const email = text(input.email);
  if (email && !emailPattern.test(email)) add('email', 'El correo electrónico no es válido.');
  const phone = text(input.phone).replace(/[\s()-]/g, '');
  if (phone && !phonePattern.test(phone))
    add('phone', 'El teléfono debe tener de 10 a 15 dígitos (puede empezar con +).');
  const curp = text(input.curp).toUpperCase();
  if (curp && !curpPattern.test(curp)) add('curp', 'El CURP no es válido (18 caracteres).');
  const nss = text(input.nss);
  if (nss && !nssPattern.test(nss)) add('nss', 'El NSS debe tener 11 dígitos.');
  for (const field of ['hired_at', 'license_expires_at'] as const) {
    const value = text(input[field]);
    if (value && !isIsoDate(value))
      add(field, 'La fecha no es válida: escríbela como AAAA-MM-DD (por ejemplo 2024-03-15).');
  }
  const status = text(input.status);
  if (status && !isEmployeeStatus(status))
    add('status', `El estatus no es válido: usa ${employeeStatuses.join(', ')}.`);

  if (has('department_id') || has('department')) {
    const named = input.department_id || text(input.department);
    if (!named) {
      if (!options.partial) add('department', 'Indica el departamento.');
    } else if (!(await resolveDepartmentId(lookups, companyId, input))) {
      if (input.department_id) add('department_id', 'Este departamento no pertenece a la empresa.');
      else add('department', `La empresa no tiene un departamento «${text(input.department)}».`);
    }
  }

  const number = text(input.employee_number);
  if (number && !errors.employee_number) {
    const owner = await lookups.employeeByNumber(companyId, number);
    if (owner !== null && owner !== options.employeeId)
      add('employee_number', `Ya hay un empleado con el número ${number} en la empresa.`);
  }
  if (curp && !errors.curp) {
    const owner = await lookups.employeeByCurp(companyId, curp);
    if (owner !== null && owner !== options.employeeId)
      add('curp', 'Ya hay un empleado con este CURP en la empresa.');
  }

  if (input.is_driver && has('license_number') && !text(input.license_number))
    add('license_number', 'Un conductor necesita número de licencia.');
  return errors;
}

/** Columns of the `employees` table an input sets (the department as an id). */
export type EmployeeColumns = Partial<typeof employees.$inferInsert>;

/**
 * Maps an input to the `employees` columns it sets: text trimmed, `''` as null
 * for optional fields, CURP in capitals, the phone without spaces. Only keys
 * present in the input are set (an update leaves the others alone); a
 * department named only by name is not set (resolve it with {@link resolveDepartmentId}).
 */
export function employeeColumns(input: EmployeeRuleInput): EmployeeColumns {
  const columns: EmployeeColumns = {};
  const optional = (value: string | null | undefined) => text(value) || null;
  if ('department_id' in input && input.department_id) columns.departmentId = input.department_id;
  if ('employee_number' in input) columns.employeeNumber = text(input.employee_number);
  if ('name' in input) columns.name = text(input.name);
  if ('surname' in input) columns.surname = text(input.surname);
  if ('lastname' in input) columns.lastname = optional(input.lastname);
  if ('email' in input) columns.email = optional(input.email)?.toLowerCase() ?? null;
  if ('phone' in input) columns.phone = optional(input.phone)?.replace(/[\s()-]/g, '') ?? null;
  if ('curp' in input) columns.curp = optional(input.curp)?.toUpperCase() ?? null;
  if ('nss' in input) columns.nss = optional(input.nss);
  if ('position' in input) columns.position = text(input.position);
  if ('is_driver' in input) columns.isDriver = Boolean(input.is_driver);
  if ('license_number' in input) columns.licenseNumber = optional(input.license_number);
  if ('license_expires_at' in input) columns.licenseExpiresAt = optional(input.license_expires_at);
  const status = 'status' in input ? text(input.status) : '';
  if (isEmployeeStatus(status)) columns.status = status;
  if ('hired_at' in input) columns.hiredAt = optional(input.hired_at);
  return columns;
}
