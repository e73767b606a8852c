/**
 * The Idempotency-Key of applying a recharge (contract `IdempotencyKeyHeader`): made
 * once per recharge and kept in the tab's session storage, so a retry, a double click or a reload
 * of the checkout page sends the same key and the server applies the recharge once.
 */

const prefix = 'jornada:aplicar-recarga:';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();

/**
 * The key of applying recharge `rechargeId`: the stored one, or a new UUID stored for next time.
 * @param rechargeId - the recharge's id (a UUID).
 */
export function applyIdempotencyKey(rechargeId: string): string {
  const name = prefix + rechargeId;
  const store = storage();
  const known = store?.getItem(name) ?? memory.get(name);
  if (known) return known;
  const key = crypto.randomUUID();
  memory.set(name, key);
  store?.setItem(name, key);
  return key;
}

/** Forgets the key of a recharge once it is applied (its page will not apply it again). */
export function forgetIdempotencyKey(rechargeId: string): void {
  memory.delete(prefix + rechargeId);
  storage()?.removeItem(prefix + rechargeId);
}
