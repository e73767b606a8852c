/**
 * A hired candidate joins the company (contract decision 53,
 * docs/decisions/0036-hire-link.md): staff invite the candidate of an
 * application in `seleccionada` to a department, which prepares their employee
 * record; the candidate accepts (department membership, the record linked to
 * their account and the `employee` role, in one transaction) or declines.
 */
import { and, eq } from 'drizzle-orm';
import { hasCompanyMembership, staffAndWorkforce } from '../../access/membership.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  companies,
  companyInvitations,
  departmentMembers,
  departments,
  employees,
  jobApplications,
  userRoles,
  users,
  vacancies,
} from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound, type FieldErrors } from '../../http/errors.ts';
import { serverMessages } from '../../messages.ts';
import { createNotification } from '../../realtime/notify.ts';
import { companyTimeZone } from '../../time-zone.ts';
import { localDate } from '../clock/time.ts';
import { loadInvitation, loadInvitations } from './company-invitation-data.ts';
import { phonePattern } from '../employees/rules.ts';
import { companyStaffIds } from './interview-notices.ts';

const m = serverMessages.invitations;

const conflict = (message: string) => new HttpError(409, message, 'conflict');

/** The application with what the invitation copies from it: its vacancy and its candidate. */
async function applicationOf(db: Database, id: number) {
  const [row] = await db
    .select({
      status: jobApplications.status,
      title: vacancies.title,
      companyId: vacancies.companyId,
      company: companies.name,
      user: {
        id: users.id,
        name: users.name,
        surname: users.surname,
        lastname: users.lastname,
        email: users.email,
        phone: users.phone,
      },
    })
    .from(jobApplications)
    .innerJoin(vacancies, eq(vacancies.id, jobApplications.vacancyId))
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.id, id));
  return row!;
}

/** Notifies the company's staff (but not the actor) that the person answered. */
async function notifyAnswer(db: Database, invitationId: number, actorId: number) {
  const invitation = await loadInvitation(db, invitationId);
  const [person] = await db
    .select({ name: users.name, surname: users.surname })
    .from(companyInvitations)
    .innerJoin(users, eq(users.id, companyInvitations.userId))
    .where(eq(companyInvitations.id, invitationId));
  const name = [person!.name, person!.surname].filter(Boolean).join(' ');
  const staff = await companyStaffIds(db, invitation.vacancy.company.id);
  for (const userId of staff.filter((id) => id !== actorId))
    await createNotification(db, userId, {
      type: 'postulacion',
      title: invitation.status === 'aceptada' ? m.acceptedTitle(name) : m.declinedTitle(name),
      body: m.answeredBody(invitation.employee.position),
      url: `/empresa/${invitation.vacancy.company.id}/postulaciones?vacante=${invitation.vacancy.id}`,
      data: { company_invitation_id: invitationId, status: invitation.status },
    });
}

/** The invitation operations. */
export function companyInvitationHandlers({ db }: AppContext): Handlers {
  return {
    async inviteApplicantToCompany(request, reply) {
      const applicationId = request.params.jobApplicationId;
      const body = request.body;
      const application = await applicationOf(db, applicationId);
      const companyId = application.companyId;
      const [department] = await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.id, body.department_id), eq(departments.companyId, companyId)));
      const errors: FieldErrors = {};
      if (application.status !== 'seleccionada') errors.status = [m.notHired];
      if (!department) errors.department_id = [m.departmentNotInCompany];
      if (!department || errors.status)
        throw new HttpError(422, m.invalid, 'unprocessable', errors);
      const person = application.user;
      if (await hasCompanyMembership(db, person.id, companyId, staffAndWorkforce))
        throw conflict(m.alreadyMember);
      const [existing] = await db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.jobApplicationId, applicationId));
      if (existing?.status === 'pendiente') throw conflict(m.alreadyInvited);
      if (existing?.status === 'aceptada') throw conflict(m.alreadyMember);
      const position = body.position?.trim() || application.title.slice(0, 120);
      const hiredAt = body.hired_at ?? localDate(new Date(), companyTimeZone);
      const now = new Date();
      let invitationId: number;
      try {
        invitationId = await db.transaction(async (tx) => {
          const job = { departmentId: department.id, position, hiredAt, updatedAt: now };
          if (existing) {
            // A declined invitation is sent again: the same row and employee record.
            await tx.update(employees).set(job).where(eq(employees.id, existing.employeeId));
            await tx
              .update(companyInvitations)
              .set({
                status: 'pendiente',
                respondedAt: null,
                invitedByUserId: request.userId,
                updatedAt: now,
              })
              .where(
                and(
                  eq(companyInvitations.id, existing.id),
                  eq(companyInvitations.status, 'rechazada'),
                ),
              );
            return existing.id;
          }
          const [employee] = await tx
            .insert(employees)
            .values({
              ...job,
              companyId,
              employeeNumber: `tmp-${applicationId}-${now.getTime()}`,
              name: person.name,
              surname: person.surname ?? person.lastname ?? '',
              lastname: person.surname ? person.lastname : null,
              email: person.email,
              phone: person.phone && phonePattern.test(person.phone) ? person.phone : null,
            })
            .returning({ id: employees.id });
          await tx
            .update(employees)
            .set({ employeeNumber: `E-${String(employee!.id).padStart(4, '0')}` })
            .where(eq(employees.id, employee!.id));
          const [invitation] = await tx
            .insert(companyInvitations)
            .values({
              companyId,
              jobApplicationId: applicationId,
              userId: person.id,
              employeeId: employee!.id,
              invitedByUserId: request.userId,
            })
            .returning({ id: companyInvitations.id });
          return invitation!.id;
        });
      } catch (error) {
        // Two staff inviting at once: the application's unique invitation keeps one.
        if (isUniqueViolation(error)) throw conflict(m.alreadyInvited);
        throw error;
      }
      await createNotification(db, person.id, {
        type: 'postulacion',
        title: m.invitedTitle(application.company),
        body: m.invitedBody(department.name, position),
        url: '/invitaciones',
        data: { company_invitation_id: invitationId, job_application_id: applicationId },
      });
      return reply.status(201).send({ data: await loadInvitation(db, invitationId) });
    },

    async withdrawCompanyInvitation(request, reply) {
      const applicationId = request.params.jobApplicationId;
      const [existing] = await db
        .select({ status: companyInvitations.status })
        .from(companyInvitations)
        .where(eq(companyInvitations.jobApplicationId, applicationId));
      if (!existing) throw notFound(m.noInvitation);
      const withdrawn = await db.transaction(async (tx) => {
        // Only while pending: the candidate's answer changes the row under the same condition,
        // so of an answer and a withdrawal at once one finds nothing to change.
        const [invitation] = await tx
          .delete(companyInvitations)
          .where(
            and(
              eq(companyInvitations.jobApplicationId, applicationId),
              eq(companyInvitations.status, 'pendiente'),
            ),
          )
          .returning();
        if (!invitation) return null;
        await tx.delete(employees).where(eq(employees.id, invitation.employeeId));
        return invitation;
      });
      if (!withdrawn) throw conflict(m.alreadyAnswered);
      const application = await applicationOf(db, applicationId);
      await createNotification(db, withdrawn.userId, {
        type: 'postulacion',
        title: m.withdrawnTitle(application.company),
        body: m.withdrawnBody(application.title),
        url: '/invitaciones',
        data: { job_application_id: applicationId },
      });
      return reply.status(204).send();
    },

    async listUserCompanyInvitations(request) {
      return {
        data: await loadInvitations(db, eq(companyInvitations.userId, request.params.userId)),
      };
    },

    async respondToCompanyInvitation(request) {
      const id = request.params.companyInvitationId;
      const status = request.body.status;
      const answered = await db.transaction(async (tx) => {
        // Only a pending invitation is answered: of two answers at once, one updates the row.
        const [invitation] = await tx
          .update(companyInvitations)
          .set({ status, respondedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(companyInvitations.id, id), eq(companyInvitations.status, 'pendiente')))
          .returning();
        if (!invitation) return false;
        if (status === 'aceptada') {
          const [employee] = await tx
            .update(employees)
            .set({ userId: invitation.userId, updatedAt: new Date() })
            .where(eq(employees.id, invitation.employeeId))
            .returning({ departmentId: employees.departmentId });
          await tx
            .insert(departmentMembers)
            .values({ departmentId: employee!.departmentId, userId: invitation.userId })
            .onConflictDoNothing();
          await tx
            .insert(userRoles)
            .values({ userId: invitation.userId, role: 'employee' })
            .onConflictDoNothing();
        }
        return true;
      });
      if (!answered) throw conflict(m.alreadyAnswered);
      await notifyAnswer(db, id, request.userId);
      return { data: await loadInvitation(db, id) };
    },
  };
}
