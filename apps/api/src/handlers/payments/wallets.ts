/**
 * Reading wallets (decision 40): a user's points and
 * personal balance with their movements, a company's balance and points (the
 * workspace header, staff only) with their movements.
 */
import type { AppContext, Handlers } from '../../http/context.ts';
import { findAccount } from '../../payments/ledger.ts';
import { pointsPage, transactionPage } from '../../payments/serializers.ts';
import { existingUserEmail } from './recharges.ts';

/** Wallet read handlers keyed by operationId. */
export function walletHandlers({ db }: AppContext): Handlers {
  return {
    async getUserPoints(request) {
      const { userId } = request.params;
      await existingUserEmail(db, userId);
      const account = await findAccount(db, { userId });
      return {
        data: {
          user_id: userId,
          points: account?.points ?? 0,
          balance: account?.balance ?? 0,
          currency: 'MXN',
          updated_at: (account?.updatedAt ?? new Date()).toISOString(),
        },
      };
    },

    async listUserTransactions(request) {
      const { userId } = request.params;
      await existingUserEmail(db, userId);
      const account = await findAccount(db, { userId });
      return transactionPage(db, account?.id, request.query);
    },

    async listUserPointsMovements(request) {
      const { userId } = request.params;
      await existingUserEmail(db, userId);
      const account = await findAccount(db, { userId });
      return pointsPage(db, account?.id, request.query);
    },

    async getCompanyBalance(request) {
      const companyId = request.access.companyId!;
      const account = await findAccount(db, { companyId });
      return {
        data: {
          company_id: companyId,
          balance: account?.balance ?? 0,
          currency: 'MXN',
          points: account?.points ?? 0,
          updated_at: (account?.updatedAt ?? new Date()).toISOString(),
        },
      };
    },

    async listCompanyTransactions(request) {
      const account = await findAccount(db, { companyId: request.access.companyId! });
      return transactionPage(db, account?.id, request.query);
    },

    async listCompanyPointsMovements(request) {
      const account = await findAccount(db, { companyId: request.access.companyId! });
      return pointsPage(db, account?.id, request.query);
    },
  };
}
