/**
 * Reads and writes job-seeker profiles and applies the
 * sanitising rules on the server too.
 */
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  municipalities,
  profiles,
  softSkills,
  states,
  userSoftSkills,
  users,
  type ProfileItem,
} from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Schema } from '../http/operations.ts';

/** The profile body as the contract's `ProfileInput`. */
export interface ProfileInput {
  surname?: string;
  lastname?: string;
  address?: string;
  desired_position?: string;
  description?: string;
  job_title?: string;
  /** null clears it (contract decision 33). */
  state_id?: number | null;
  /** null clears it (contract decision 33). */
  municipality_id?: number | null;
  languages?: ProfileItem[];
  travel_availability?: boolean;
  relocate_availability?: boolean;
  /** null clears it (contract decision 33). */
  driver_license?: string | null;
  min_salary: number;
  max_salary: number;
  backgrounds?: ProfileItem[];
  educations?: ProfileItem[];
  cv_type?: string;
  soft_skills?: number[];
  courses?: ProfileItem[];
}

/** Fields an update clears with null (contract decision 33). */
const CLEARABLE = new Set(['state_id', 'municipality_id', 'driver_license']);

/**
 * `job_category` removed, null optional
 * fields dropped, missing `min_salary` / `max_salary` become 0. Applied before
 * the contract validates the body, so older clients that skip it still work.
 * On an update (`update`), null is kept for `state_id`, `municipality_id` and
 * `driver_license`: it clears them (contract decision 33).
 */
export function sanitizeProfileBody(body: unknown, update = false): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === null && update && CLEARABLE.has(key)) {
      clean[key] = null;
      continue;
    }
    if (key === 'job_category' || value === null || value === undefined) continue;
    clean[key] = value;
  }
  clean.min_salary ??= 0;
  clean.max_salary ??= 0;
  return clean;
}

/** Path of the profile operations, for the sanitising hook. */
export const profilePath = /^\/api\/v1\/users\/[^/]+\/profile\/?(\?.*)?$/;

const invalid = (errors: Record<string, string[]>) =>
  new HttpError(422, 'Revisa los datos del perfil.', 'unprocessable', errors);

/** Checks the references and ranges a schema cannot (422). */
export async function checkProfileInput(db: Database, input: Partial<ProfileInput>): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.min_salary && input.max_salary && input.max_salary < input.min_salary) {
    errors.max_salary = ['El salario máximo no puede ser menor que el mínimo.'];
  }
  if (input.state_id) {
    const [state] = await db
      .select({ id: states.id })
      .from(states)
      .where(eq(states.id, input.state_id));
    if (!state) errors.state_id = ['El estado no existe.'];
  }
  if (input.municipality_id) {
    const [muni] = await db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, input.municipality_id));
    if (!muni) errors.municipality_id = ['El municipio no existe.'];
    else if (input.state_id && muni.stateId !== input.state_id)
      errors.municipality_id = ['El municipio no pertenece al estado.'];
  }
  if (input.soft_skills?.length) {
    const found = await db
      .select({ id: softSkills.id })
      .from(softSkills)
      .where(inArray(softSkills.id, input.soft_skills));
    if (found.length !== new Set(input.soft_skills).size)
      errors.soft_skills = ['Alguna habilidad no existe.'];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const numbered = (items: ProfileItem[] | undefined) =>
  items?.map((item, i) => ({ ...item, id: (item.id as number) ?? i + 1 }));

/** Writes the profile columns present in the input (create or partial update). */
export async function writeProfile(
  db: Database,
  userId: number,
  input: Partial<ProfileInput>,
  create: boolean,
) {
  const columns = {
    ...(input.address !== undefined ? { address: input.address } : {}),
    ...(input.desired_position !== undefined ? { desiredPosition: input.desired_position } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.job_title !== undefined ? { jobTitle: input.job_title } : {}),
    ...(input.state_id !== undefined ? { stateId: input.state_id } : {}),
    ...(input.municipality_id !== undefined ? { municipalityId: input.municipality_id } : {}),
    ...(input.languages !== undefined ? { languages: input.languages } : {}),
    ...(input.travel_availability !== undefined
      ? { travelAvailability: input.travel_availability }
      : {}),
    ...(input.relocate_availability !== undefined
      ? { relocateAvailability: input.relocate_availability }
      : {}),
    ...(input.driver_license !== undefined ? { driverLicense: input.driver_license } : {}),
    ...(input.min_salary !== undefined ? { minSalary: input.min_salary } : {}),
    ...(input.max_salary !== undefined ? { maxSalary: input.max_salary } : {}),
    ...(input.backgrounds !== undefined ? { backgrounds: numbered(input.backgrounds) } : {}),
    ...(input.educations !== undefined ? { educations: numbered(input.educations) } : {}),
    ...(input.courses !== undefined ? { courses: numbered(input.courses) } : {}),
    ...(input.cv_type !== undefined ? { cvType: input.cv_type } : {}),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    if (create) {
      const inserted = await tx
        .insert(profiles)
        .values({ userId, ...columns })
        .onConflictDoNothing()
        .returning();
      if (!inserted.length)
        throw new HttpError(
          409,
          'Ya tienes un perfil. Actualízalo en lugar de crearlo.',
          'profile_exists',
        );
    } else {
      await tx.update(profiles).set(columns).where(eq(profiles.userId, userId));
      // a new (or cleared) state without a municipality drops a saved municipality of another state
      if (input.state_id !== undefined && input.municipality_id === undefined)
        await tx
          .update(profiles)
          .set({ municipalityId: null })
          .where(
            and(
              eq(profiles.userId, userId),
              input.state_id === null
                ? sql`true`
                : notExists(
                    tx
                      .select({ id: municipalities.id })
                      .from(municipalities)
                      .where(
                        and(
                          eq(municipalities.id, profiles.municipalityId),
                          eq(municipalities.stateId, input.state_id),
                        ),
                      ),
                  ),
            ),
          );
    }
    if (input.surname !== undefined || input.lastname !== undefined) {
      await tx
        .update(users)
        .set({
          ...(input.surname !== undefined ? { surname: input.surname } : {}),
          ...(input.lastname !== undefined ? { lastname: input.lastname || null } : {}),
        })
        .where(eq(users.id, userId));
    }
    if (input.soft_skills !== undefined) {
      await tx.delete(userSoftSkills).where(eq(userSoftSkills.userId, userId));
      const ids = [...new Set(input.soft_skills)];
      if (ids.length)
        await tx.insert(userSoftSkills).values(ids.map((softSkillId) => ({ userId, softSkillId })));
    }
  });
}

/** The soft skills of a user as `SoftSkill[]`. */
export async function loadSoftSkills(db: Database, userId: number) {
  return db
    .select({ id: softSkills.id, name: softSkills.name })
    .from(userSoftSkills)
    .innerJoin(softSkills, eq(softSkills.id, userSoftSkills.softSkillId))
    .where(eq(userSoftSkills.userId, userId))
    .orderBy(asc(softSkills.name));
}

/**
 * The contract `Profile` of a user, or `null` when none exists. The JSON
 * entries were validated against the contract's schemas when written.
 */
export async function loadProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ profile: profiles, surname: users.surname, lastname: users.lastname })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const p = row.profile;
  const skills = await loadSoftSkills(db, userId);
  const filled = [
    row.surname,
    p.address,
    p.desiredPosition,
    p.description,
    p.jobTitle,
    p.stateId,
    p.municipalityId,
    p.languages.length,
    p.driverLicense,
    p.minSalary || p.maxSalary,
    p.backgrounds.length,
    p.educations.length,
    skills.length,
    p.courses.length,
  ];
  return {
    user_id: userId,
    surname: row.surname,
    lastname: row.lastname,
    address: p.address,
    desired_position: p.desiredPosition,
    description: p.description,
    job_title: p.jobTitle,
    state_id: p.stateId,
    municipality_id: p.municipalityId,
    languages: p.languages as Schema<'Language'>[],
    travel_availability: p.travelAvailability,
    relocate_availability: p.relocateAvailability,
    driver_license: p.driverLicense as Schema<'Profile'>['driver_license'],
    min_salary: p.minSalary,
    max_salary: p.maxSalary,
    currency: 'MXN' as const,
    backgrounds: p.backgrounds as Schema<'Background'>[],
    educations: p.educations as Schema<'Education'>[],
    cv_type: p.cvType as Schema<'Profile'>['cv_type'],
    cv_url: p.cvUrl,
    soft_skills: skills,
    courses: p.courses as Schema<'ProfessionalCourse'>[],
    completed_percentage: Math.round((filled.filter(Boolean).length / filled.length) * 100),
    updated_at: p.updatedAt.toISOString(),
  };
}
