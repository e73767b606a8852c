/**
 * The ICE servers a video room participant gets (docs/decisions/0033-video-room.md):
 * `ICE_SERVERS` or Google's public STUN server, plus TURN from `TURN_URLS` with
 * time-limited credentials (the "TURN REST API" coturn implements with
 * `use-auth-secret`: username `expiry:userId`, credential
 * base64(HMAC-SHA1(secret, username))).
 */
import { createHmac } from 'node:crypto';
import { parseIceServers, type Config, type IceServerConfig } from '../config.ts';

/** The STUN server used when `ICE_SERVERS` is not set. */
export const defaultStunUrl = 'stun:stun.l.google.com:19302';

/** How long TURN credentials last, in seconds (as long as a participant token, plus an interview's length). */
export const turnCredentialSeconds = 4 * 60 * 60;

/**
 * The coturn REST credentials for `userId` until `expiresAt` (seconds since the epoch).
 */
export function turnCredentials(secret: string, userId: number, expiresAt: number) {
  const username = `${expiresAt}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** Every ICE server for `userId` at `now` (milliseconds). */
export function iceServersFor(
  config: Pick<Config, 'iceServers' | 'turnUrls' | 'turnSecret'>,
  userId: number,
  now = Date.now(),
): IceServerConfig[] {
  const servers = (config.iceServers && parseIceServers(config.iceServers)) || [
    { urls: [defaultStunUrl] },
  ];
  if (config.turnUrls.length && config.turnSecret) {
    const expiresAt = Math.floor(now / 1000) + turnCredentialSeconds;
    servers.push({
      urls: config.turnUrls,
      ...turnCredentials(config.turnSecret, userId, expiresAt),
    });
  }
  return servers;
}
