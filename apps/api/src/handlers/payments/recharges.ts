/**
 * Recharge operations (decision 40):
 * create and apply for a user's
 * personal wallet and for a company's wallet, read one recharge, and pay it in
 * the sandbox. Who may call each is the contract's `x-jornada-access`.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import type { AppContext, Handlers } from '../../http/context.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { OperationRequest } from '../../http/operations.ts';
import { serverMessages } from '../../messages.ts';
import { once } from '../../payments/idempotency.ts';
import type { AccountOwner } from '../../payments/ledger.ts';
import { selectProvider, type PaymentProvider } from '../../payments/provider.ts';
import {
  applyPaidRecharge,
  createRecharge,
  expireIfOverdue,
  findRecharge,
} from '../../payments/recharges.ts';
import { loadTransaction, toRecharge } from '../../payments/serializers.ts';
import { payInSandbox } from './sandbox.ts';

const messages = serverMessages.payments;

/** The `Idempotency-Key` header, if sent. */
export function idempotencyKey(request: { headers: Record<string, unknown> }): string | undefined {
  const value = request.headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
}

/** The user's e-mail; 404 when the user does not exist (an administrator naming anyone). */
export async function existingUserEmail(db: Database, userId: number): Promise<string> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound('Este usuario no existe.');
  return user.email;
}

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw new HttpError(503, messages.unavailable, 'payments_unavailable');
  return provider;
}

/** Recharge handlers keyed by operationId. */
export function rechargeHandlers({ db, config }: AppContext): Handlers {
  const provider = selectProvider(config);

  /** Creates a recharge of `owner`'s wallet, once per `Idempotency-Key`. */
  const create = async (
    request: OperationRequest<'createRecharge' | 'createCompanyRecharge'>,
    owner: { userId: number } | { companyId: number },
  ) => {
    const payer = request.userId;
    const email = await existingUserEmail(db, payer);
    if ('userId' in owner) await existingUserEmail(db, owner.userId);
    const chosen = requireProvider(provider);
    return once(
      db,
      {
        userId: payer,
        operation: 'createRecharge',
        key: idempotencyKey(request),
        request: { owner, body: request.body },
      },
      async (tx) => {
        const row = await createRecharge(tx, chosen, {
          owner,
          userId: payer,
          email,
          amount: request.body.amount,
          method: request.body.payment_method,
        });
        return { status: 201, body: { data: toRecharge(row) } };
      },
    );
  };

  /** Applies a recharge to `owner`'s wallet, once per recharge whatever is retried. */
  const apply = async (
    request: OperationRequest<'applyRecharge' | 'applyCompanyRecharge'>,
    owner: AccountOwner,
  ) => {
    if ('userId' in owner) await existingUserEmail(db, owner.userId);
    const answer = await once(
      db,
      {
        userId: request.userId,
        operation: 'applyRecharge',
        key: idempotencyKey(request),
        request: { owner, recharge_id: request.body.recharge_id },
      },
      async (tx) => {
        const { entryId } = await applyPaidRecharge(
          tx,
          request.body.recharge_id,
          owner,
          request.userId,
        );
        return { status: 200, body: { data: await loadTransaction(tx, entryId) } };
      },
    );
    return answer.body;
  };

  return {
    async createRecharge(request, reply) {
      const answer = await create(request, { userId: request.params.userId });
      return reply.status(201).send(answer.body);
    },
    async createCompanyRecharge(request, reply) {
      const answer = await create(request, { companyId: request.access.companyId! });
      return reply.status(201).send(answer.body);
    },
    applyRecharge: (request) => apply(request, { userId: request.params.userId }),
    applyCompanyRecharge: (request) => apply(request, { companyId: request.access.companyId! }),

    async getRecharge(request) {
      const row = await findRecharge(db, request.params.rechargeId);
      if (!row) throw notFound(messages.rechargeNotFound);
      return { data: toRecharge(await expireIfOverdue(db, row)) };
    },

    async payRechargeInSandbox(request) {
      const row = await findRecharge(db, request.params.rechargeId);
      if (!row) throw notFound(messages.rechargeNotFound);
      return { data: toRecharge(await payInSandbox(db, config, row, request.body)) };
    },
  };
}
