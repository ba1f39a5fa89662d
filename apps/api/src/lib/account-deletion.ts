import type { PendingObligation } from '@yolla/contract';
import type { Db } from '../db/client.ts';

/**
 * Something that keeps an account from being deleted (decision 0020): money on the wallet or a payment due,
 * parcels on their way, an order in progress. The module that owns it contributes a check; deletion runs every check
 * inside its transaction, after locking the customer's row, and refuses with the reasons found.
 */
export interface PendingObligationCheck {
  /** The module asking, for logs and tests (`wallet`, `parcels`). */
  name: string;
  /** The reason this customer's account cannot be deleted now, or null when nothing of this module is pending. */
  find(tx: Db, customerId: number): Promise<PendingObligation | null>;
}

/** Erases one module's personal data of a customer, inside the deletion's transaction. */
export interface PersonalDataEraser {
  name: string;
  erase(tx: Db, customerId: number): Promise<void>;
}

/** Account deletion over every module's checks and erasers, as `app.ts` collected them. */
export interface AccountDeletion {
  /** Every check's reason, in the order of the modules, each reason once. */
  pendingObligations(tx: Db, customerId: number): Promise<PendingObligation[]>;
  /** Runs every eraser. */
  erase(tx: Db, customerId: number): Promise<void>;
}

export function accountDeletionOver(
  checks: readonly PendingObligationCheck[],
  erasers: readonly PersonalDataEraser[],
): AccountDeletion {
  return {
    async pendingObligations(tx, customerId) {
      const reasons: PendingObligation[] = [];
      // One after another: they share the transaction's connection.
      for (const check of checks) {
        const reason = await check.find(tx, customerId);
        if (reason && !reasons.includes(reason)) reasons.push(reason);
      }
      return reasons;
    },
    async erase(tx, customerId) {
      for (const eraser of erasers) await eraser.erase(tx, customerId);
    },
  };
}
