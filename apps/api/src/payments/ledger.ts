/**
 * The double-entry ledger (docs/decisions/0021-payments.md): accounts
 * per wallet plus the system accounts, and entries whose lines sum to zero.
 * Every balance change goes through {@link postEntry}, under the row locks of
 * the accounts it touches, so a wallet's `balance` always equals the sum of its
 * lines (the database also refuses an entry that does not balance, migration
 * 0024, and a wallet below zero).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { journalEntries, journalLines, ledgerAccounts } from '../db/schema.ts';

/** Whose account: a user's personal wallet, a company's wallet, or a system account. */
export type AccountOwner =
  { userId: number } | { companyId: number } | { system: 'provider_clearing' | 'revenue' };

/** The unique key of an owner's account (`user:12`, `company:3`, `system:revenue`). */
export function ownerKey(owner: AccountOwner): string {
  if ('userId' in owner) return `user:${owner.userId}`;
  if ('companyId' in owner) return `company:${owner.companyId}`;
  return `system:${owner.system}`;
}

function kindOf(owner: AccountOwner): string {
  if ('userId' in owner) return 'user_wallet';
  if ('companyId' in owner) return 'company_wallet';
  return owner.system;
}

/** An account row. */
export type LedgerAccount = typeof ledgerAccounts.$inferSelect;

/** The owner's account, or undefined when it has never been opened (a zero balance). */
export async function findAccount(
  db: Database,
  owner: AccountOwner,
): Promise<LedgerAccount | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerKey, ownerKey(owner)))
    .limit(1);
  return row;
}

/**
 * Opens the owner's account if it does not exist (concurrent callers get the same one).
 * @returns the account's id.
 */
export async function ensureAccount(db: Database, owner: AccountOwner): Promise<number> {
  await db
    .insert(ledgerAccounts)
    .values({
      ownerKey: ownerKey(owner),
      kind: kindOf(owner),
      userId: 'userId' in owner ? owner.userId : null,
      companyId: 'companyId' in owner ? owner.companyId : null,
    })
    .onConflictDoNothing({ target: ledgerAccounts.ownerKey });
  return (await findAccount(db, owner))!.id;
}

/**
 * Locks accounts for the rest of the transaction, in id order (so two entries
 * touching the same accounts never deadlock).
 * @returns the locked rows by id.
 */
export async function lockAccounts(
  tx: Database,
  ids: number[],
): Promise<Map<number, LedgerAccount>> {
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...new Set(ids)]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** One line of an entry: signed cents on an account. */
export interface EntryLine {
  accountId: number;
  /** Cents; positive adds to the account's balance, negative takes from it. */
  amount: number;
}

/** What an entry records besides its lines. */
export interface EntryInput {
  /** The wallet the entry is about (its transaction list shows it). */
  walletAccountId: number;
  /** Contract `TransactionType`. */
  type: 'recarga' | 'cargo' | 'bonificacion' | 'reembolso';
  description: string;
  reference?: string | null;
  actorUserId?: number | null;
  rechargeId?: string | null;
  vacancyId?: number | null;
  priceCode?: string | null;
  /** When it happened. @default now */
  at?: Date;
  lines: EntryLine[];
}

/**
 * Posts a balanced entry inside the caller's transaction: locks the accounts,
 * writes the entry and its lines with each account's balance after it, and
 * updates the balances.
 * @returns the entry's id and the wallet's balance after it (cents).
 * @throws Error when the lines do not sum to zero or an account is missing (a
 *   programming error); the database refuses a wallet below zero.
 */
export async function postEntry(
  tx: Database,
  input: EntryInput,
): Promise<{ entryId: number; walletBalance: number }> {
  if (input.lines.reduce((sum, line) => sum + line.amount, 0) !== 0)
    throw new Error('Un asiento debe sumar cero.');
  const accounts = await lockAccounts(
    tx,
    input.lines.map((line) => line.accountId),
  );
  const at = input.at ?? new Date();
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      walletAccountId: input.walletAccountId,
      type: input.type,
      description: input.description,
      reference: input.reference ?? null,
      actorUserId: input.actorUserId ?? null,
      rechargeId: input.rechargeId ?? null,
      vacancyId: input.vacancyId ?? null,
      priceCode: input.priceCode ?? null,
      createdAt: at,
    })
    .returning({ id: journalEntries.id });
  const balances = new Map([...accounts].map(([id, row]) => [id, row.balance]));
  const lines = input.lines.map((line) => {
    if (!balances.has(line.accountId)) throw new Error(`Sin cuenta ${line.accountId}`);
    const balanceAfter = balances.get(line.accountId)! + line.amount;
    balances.set(line.accountId, balanceAfter);
    return { entryId: entry!.id, accountId: line.accountId, amount: line.amount, balanceAfter };
  });
  await tx.insert(journalLines).values(lines);
  for (const [id, balance] of balances) {
    if (balance === accounts.get(id)!.balance) continue;
    await tx
      .update(ledgerAccounts)
      .set({ balance, updatedAt: at })
      .where(eq(ledgerAccounts.id, id));
  }
  return { entryId: entry!.id, walletBalance: balances.get(input.walletAccountId) ?? 0 };
}

/** The sum of an account's lines (cents): what its `balance` must equal. */
export async function sumOfLines(db: Database, accountId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .where(and(eq(journalLines.accountId, accountId)));
  return Number(row?.total ?? 0);
}

/** A charge of a priced action to a wallet (featuring, publishing). */
export interface WalletCharge {
  /** The wallet charged and the revenue account credited. */
  walletAccountId: number;
  revenueAccountId: number;
  /** The price's code and amount (cents of MXN). */
  price: { code: string; amount: number };
  description: string;
  actorUserId: number;
  vacancyId: number;
  at: Date;
}

/**
 * Posts a `cargo` entry that moves a price from a wallet to revenue, inside
 * the caller's transaction (which has already checked the balance).
 * @returns the entry's id and the wallet's balance after it (cents).
 */
export function chargeWallet(
  tx: Database,
  charge: WalletCharge,
): Promise<{ entryId: number; walletBalance: number }> {
  return postEntry(tx, {
    walletAccountId: charge.walletAccountId,
    type: 'cargo',
    description: charge.description,
    actorUserId: charge.actorUserId,
    vacancyId: charge.vacancyId,
    priceCode: charge.price.code,
    at: charge.at,
    lines: [
      { accountId: charge.walletAccountId, amount: -charge.price.amount },
      { accountId: charge.revenueAccountId, amount: charge.price.amount },
    ],
  });
}
