/**
 * OAuth clients: the web app is a public client (no secret); confidential
 * clients prove themselves with a secret stored as a scrypt hash.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { oauthClients } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { verifyPassword } from './password.ts';

/**
 * Checks a client id and, for a confidential client, its secret.
 * @throws {HttpError} 401 `invalid_client` for an unknown client or a wrong secret.
 */
export async function checkClient(
  db: Database,
  clientId: string,
  secret: string | undefined,
): Promise<void> {
  const [client] = await db
    .select()
    .from(oauthClients)
    .where(eq(oauthClients.id, clientId))
    .limit(1);
  const valid =
    client &&
    (client.isPublic ||
      (client.secretHash && secret && (await verifyPassword(secret, client.secretHash))));
  if (!valid)
    throw new HttpError(401, 'La aplicación cliente no está autorizada.', 'invalid_client');
}
