/**
 * Reads companies with their sector and place and shapes them as the
 * contract's `Company`; checks the references of a company input.
 */
import { count, countDistinct, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  businessSectors,
  companies,
  departmentMembers,
  departments,
  municipalities,
  states,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

const muni = alias(municipalities, 'company_municipality');

/** Companies matching a filter, as contract `Company` objects, in the given order. */
export async function loadCompanies(
  db: Database,
  where: SQL | undefined,
  options: { limit?: number; offset?: number; order?: SQL[] } = {},
) {
  const rows = await db
    .select({
      company: companies,
      sector: businessSectors,
      state: { id: states.id, name: states.name },
      municipality: { id: muni.id, name: muni.name },
    })
    .from(companies)
    .leftJoin(businessSectors, eq(businessSectors.id, companies.businessSectorId))
    .leftJoin(states, eq(states.id, companies.stateId))
    .leftJoin(muni, eq(muni.id, companies.municipalityId))
    .where(where)
    .orderBy(...(options.order ?? [companies.name, companies.id]))
    .limit(options.limit ?? 1000)
    .offset(options.offset ?? 0);
  const ids = rows.map((r) => r.company.id);
  const counts = new Map<number, number>();
  if (ids.length) {
    const people = await db
      .select({ companyId: departments.companyId, n: countDistinct(departmentMembers.userId) })
      .from(departmentMembers)
      .innerJoin(departments, eq(departments.id, departmentMembers.departmentId))
      .where(inArray(departments.companyId, ids))
      .groupBy(departments.companyId);
    for (const p of people) counts.set(p.companyId, p.n);
  }
  return rows.map(({ company: c, sector, state, municipality }) => ({
    id: c.id,
    name: c.name,
    legal_name: c.legalName,
    rfc: c.rfc,
    slug: c.slug,
    business_sector: sector
      ? { id: sector.id, name: sector.name, slug: sector.slug, scian_code: sector.scianCode }
      : null,
    description: c.description || null,
    email: c.email ?? '',
    phone: c.phone ?? '',
    website: c.website,
    address: c.address,
    postal_code: c.postalCode,
    state: state?.id ? state : null,
    municipality: municipality?.id ? municipality : null,
    logo_url: c.logoUrl,
    verified_company: c.verified,
    is_authorized: c.authorized,
    employees_count: counts.get(c.id) ?? 0,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

/** One company as `Company`, or undefined. */
export async function loadCompany(db: Database, companyId: number) {
  return (await loadCompanies(db, eq(companies.id, companyId)))[0];
}

/** Counts companies matching a filter. */
export async function countCompanies(db: Database, where: SQL | undefined) {
  return (await db.select({ n: count() }).from(companies).where(where))[0]?.n ?? 0;
}

/** Company input fields (`CompanyInput` / `CompanyUpdateInput`). */
export interface CompanyInput {
  name?: string;
  legal_name?: string;
  rfc?: string;
  business_sector_id?: number | null;
  description?: string | null;
  email?: string;
  phone?: string;
  website?: string | null;
  address?: string;
  postal_code?: string | null;
  state_id?: number | null;
  municipality_id?: number | null;
}

/** Checks sector, state and municipality references (422). */
export async function checkCompanyInput(
  db: Database,
  input: CompanyInput,
  current?: { stateId: number | null },
) {
  const errors: Record<string, string[]> = {};
  if (input.business_sector_id) {
    const [row] = await db
      .select({ id: businessSectors.id })
      .from(businessSectors)
      .where(eq(businessSectors.id, input.business_sector_id));
    if (!row) errors.business_sector_id = ['El sector no existe.'];
  }
  if (input.state_id) {
    const [row] = await db
      .select({ id: states.id })
      .from(states)
      .where(eq(states.id, input.state_id));
    if (!row) errors.state_id = ['El estado no existe.'];
  }
  if (input.municipality_id) {
    const stateId = input.state_id ?? current?.stateId ?? null;
    const [row] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, input.municipality_id));
    if (!row) errors.municipality_id = ['El municipio no existe.'];
    else if (stateId && row.stateId !== stateId)
      errors.municipality_id = ['El municipio no pertenece al estado.'];
  }
  if (Object.keys(errors).length)
    throw new HttpError(422, 'Revisa los datos de la empresa.', 'unprocessable', errors);
}

/** Column values of a company input. */
export function companyColumns(input: CompanyInput) {
  const has = (key: keyof CompanyInput) => input[key] !== undefined;
  return {
    ...(has('name') ? { name: input.name!.trim() } : {}),
    ...(has('legal_name') ? { legalName: input.legal_name!.trim() } : {}),
    ...(has('rfc') ? { rfc: input.rfc! } : {}),
    ...(has('business_sector_id') ? { businessSectorId: input.business_sector_id ?? null } : {}),
    ...(has('description') ? { description: input.description ?? '' } : {}),
    ...(has('email') ? { email: input.email!.toLowerCase() } : {}),
    ...(has('phone') ? { phone: input.phone! } : {}),
    ...(has('website') ? { website: input.website ?? null } : {}),
    ...(has('address') ? { address: input.address! } : {}),
    ...(has('postal_code') ? { postalCode: input.postal_code ?? null } : {}),
    ...(has('state_id') ? { stateId: input.state_id ?? null } : {}),
    ...(has('municipality_id') ? { municipalityId: input.municipality_id ?? null } : {}),
  };
}

/** A URL slug from a name: lowercase ASCII words joined by hyphens. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'empresa'
  );
}

/** A slug not used by another company. */
export async function uniqueSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(sql`${companies.slug} = ${base} or ${companies.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(base)) return base;
  for (let i = 2; ; i++) if (!used.has(`${base}-${i}`)) return `${base}-${i}`;
}

/** Whether a company with the RFC exists (other than `exceptId`). */
export async function rfcTaken(db: Database, rfc: string, exceptId?: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.rfc, rfc));
  return Boolean(row && row.id !== exceptId);
}
