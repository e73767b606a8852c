/**
 * Reading invitations to join a company's workforce (contract decision 53,
 * docs/decisions/0036-hire-link.md) in the contract's `CompanyInvitation` shape.
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import type { components } from '@jornada/api-client/schema';
import type { Database } from '../../db/client.ts';
import {
  companies,
  companyInvitations,
  departments,
  employees,
  jobApplications,
  vacancies,
} from '../../db/schema.ts';

type CompanyInvitation = components['schemas']['CompanyInvitation'];

/** The invitations matching `where`, newest first, as contract objects. */
export async function loadInvitations(
  db: Database,
  where: SQL,
  limit = 50,
): Promise<CompanyInvitation[]> {
  const rows = await db
    .select({
      invitation: companyInvitations,
      vacancy: { id: vacancies.id, title: vacancies.title },
      company: {
        id: companies.id,
        name: companies.name,
        slug: companies.slug,
        verified: companies.verified,
        logo_url: companies.logoUrl,
      },
      employee: {
        id: employees.id,
        employeeNumber: employees.employeeNumber,
        position: employees.position,
        hiredAt: employees.hiredAt,
      },
      department: { id: departments.id, name: departments.name },
    })
    .from(companyInvitations)
    .innerJoin(jobApplications, eq(jobApplications.id, companyInvitations.jobApplicationId))
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .innerJoin(employees, eq(employees.id, companyInvitations.employeeId))
    .innerJoin(departments, eq(departments.id, employees.departmentId))
    .where(where)
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
    .limit(limit);
  return rows.map(({ invitation: i, vacancy, company, employee, department }) => ({
    id: i.id,
    status: i.status as CompanyInvitation['status'],
    job_application_id: i.jobApplicationId,
    vacancy: { ...vacancy, company },
    employee: {
      id: employee.id,
      employee_number: employee.employeeNumber,
      position: employee.position,
      department,
      hired_at: employee.hiredAt,
    },
    created_at: i.createdAt.toISOString(),
    responded_at: i.respondedAt?.toISOString() ?? null,
  }));
}

/** One invitation by id, as a contract object (it exists: the access helper found it). */
export async function loadInvitation(db: Database, id: number): Promise<CompanyInvitation> {
  return (await loadInvitations(db, eq(companyInvitations.id, id), 1))[0]!;
}
