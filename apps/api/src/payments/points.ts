/**
 * Points (docs/decisions/0021-payments.md "Points"): a job seeker earns
 * {@link profilePoints} once, when their profile is first complete; a verified
 * company earns {@link hirePoints} once per hire (an application moved to
 * `seleccionada`). Points have no money value.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { companies, ledgerAccounts, pointsMovements } from '../db/schema.ts';
import { serverMessages } from '../messages.ts';
import { ensureAccount, lockAccounts, type AccountOwner } from './ledger.ts';

/** Points for completing the profile (100 % of `completed_percentage`). */
export const profilePoints = 100;
/** Points a verified company earns per hire. */
export const hirePoints = 200;

/** One award. */
export interface Award {
  points: number;
  reason: 'perfil_completo' | 'contratacion_verificada' | 'ajuste';
  description: string;
  jobApplicationId?: number | null;
  at?: Date;
}

/**
 * Adds points to an owner's account, at most once per rule (the unique indexes
 * of `points_movements`: the profile once per account, a hire once per application).
 * @returns whether points were added (false when already earned).
 */
export async function awardPoints(
  db: Database,
  owner: AccountOwner,
  award: Award,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx: Database = transaction;
    const accountId = await ensureAccount(tx, owner);
    const account = (await lockAccounts(tx, [accountId])).get(accountId)!;
    const balanceAfter = account.points + award.points;
    const at = award.at ?? new Date();
    const added = await tx
      .insert(pointsMovements)
      .values({
        accountId,
        points: award.points,
        reason: award.reason,
        description: award.description,
        jobApplicationId: award.jobApplicationId ?? null,
        balanceAfter,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: pointsMovements.id });
    if (!added.length) return false;
    await tx
      .update(ledgerAccounts)
      .set({ points: balanceAfter, updatedAt: at })
      .where(eq(ledgerAccounts.id, accountId));
    return true;
  });
}

/** Awards the profile points when the profile is complete (once; later calls change nothing). */
export async function awardProfilePoints(
  db: Database,
  userId: number,
  completedPercentage: number,
): Promise<boolean> {
  if (completedPercentage < 100) return false;
  return awardPoints(
    db,
    { userId },
    {
      points: profilePoints,
      reason: 'perfil_completo',
      description: serverMessages.payments.description.profilePoints,
    },
  );
}

/**
 * Awards the hire points to the vacancy's company when an application becomes
 * `seleccionada` and the company is verified (once per application).
 */
export async function awardHirePoints(
  db: Database,
  companyId: number,
  jobApplicationId: number,
): Promise<boolean> {
  const [company] = await db
    .select({ verified: companies.verified })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company?.verified) return false;
  return awardPoints(
    db,
    { companyId },
    {
      points: hirePoints,
      reason: 'contratacion_verificada',
      description: serverMessages.payments.description.hirePoints,
      jobApplicationId,
    },
  );
}
