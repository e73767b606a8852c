/**
 * The job-seeker profile, its soft skills and professional courses.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema.ts';
import type { AppContext, Handlers } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { OperationRequest } from '../http/operations.ts';
import { awardProfilePoints } from '../payments/points.ts';
import { checkProfileInput, loadProfile, loadSoftSkills, writeProfile } from './profile-data.ts';

const userIdOf = (
  request: OperationRequest<
    | 'createUserProfile'
    | 'getUserProfile'
    | 'setUserProfessionalCourses'
    | 'setUserSoftSkills'
    | 'updateUserProfile'
  >,
) => request.params.userId;

async function requireUser(db: Database, userId: number) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Este usuario no existe.');
}

/**
 * The profile after a change; a profile that is now complete earns its points
 * once (docs/decisions/0021-payments.md "Points").
 */
async function savedProfile(db: Database, userId: number) {
  const profile = (await loadProfile(db, userId))!;
  await awardProfilePoints(db, userId, profile.completed_percentage);
  return profile;
}

async function requireProfile(db: Database, userId: number) {
  const [row] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  if (!row) throw notFound('Este usuario todavía no tiene perfil.');
}

/** Handlers keyed by operationId. */
export function profileHandlers({ db }: AppContext): Handlers {
  return {
    async getUserProfile(request) {
      // The access helper admitted the job seeker, administrators and recruiters (`others`).
      const userId = userIdOf(request);
      const profile = await loadProfile(db, userId);
      if (!profile) throw notFound('Este usuario todavía no tiene perfil.');
      return { data: profile };
    },

    async createUserProfile(request, reply) {
      const userId = userIdOf(request);
      await requireUser(db, userId);
      const input = request.body;
      await checkProfileInput(db, input);
      await writeProfile(db, userId, input, true);
      return reply.status(201).send({ data: await savedProfile(db, userId) });
    },

    async updateUserProfile(request) {
      const userId = userIdOf(request);
      await requireUser(db, userId);
      await requireProfile(db, userId);
      const input = request.body;
      await checkProfileInput(db, input);
      await writeProfile(db, userId, input, false);
      return { data: await savedProfile(db, userId) };
    },

    async setUserSoftSkills(request) {
      const userId = userIdOf(request);
      await requireUser(db, userId);
      await requireProfile(db, userId);
      const { soft_skill_ids: ids } = request.body;
      await checkProfileInput(db, { soft_skills: ids });
      await writeProfile(db, userId, { soft_skills: ids }, false);
      await savedProfile(db, userId);
      return { data: (await loadSoftSkills(db, userId))! };
    },

    async setUserProfessionalCourses(request) {
      const userId = userIdOf(request);
      await requireUser(db, userId);
      await requireProfile(db, userId);
      const { courses } = request.body;
      await writeProfile(db, userId, { courses }, false);
      return { data: (await savedProfile(db, userId)).courses };
    },
  };
}
