import { createHmac } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@acorn/contracts';
import type { Config } from '../../config';
import { constantTimeEquals } from '../../lib/secrets';

/** The one-click unsubscribe pages' path, outside /api: they answer pages, not API calls. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** What an unsubscribe link stops: one kind's e-mail, or the daily digest. */
export type UnsubscribeTopic = NotificationKind | 'digest';

export type UnsubscribeConfig = Pick<Config, 'secretsKey'>;

/**
 * Outside production SECRETS_KEY may be unset (it is required in production): links then carry
 * a signature anyone with the source could make, which is harmless on a development machine.
 */
const DEVELOPMENT_KEY = Buffer.from('acorn development unsubscribe key');

/** A key of its own, derived from SECRETS_KEY, so a signature made here means nothing elsewhere. */
const signingKey = (config: UnsubscribeConfig) =>
  createHmac('sha256', config.secretsKey ?? DEVELOPMENT_KEY)
    .update('notification-unsubscribe')
    .digest();

const signature = (config: UnsubscribeConfig, userId: number, topic: string) =>
  createHmac('sha256', signingKey(config)).update(`${userId}:${topic}`).digest('base64url');

/**
 * The token of a one-click unsubscribe link (RFC 8058): the member and what it stops, signed, so
 * no table holds them and a link never expires (a mail read a year later still unsubscribes).
 */
export const unsubscribeToken = (config: UnsubscribeConfig, userId: number, topic: UnsubscribeTopic) =>
  `${userId}.${topic}.${signature(config, userId, topic)}`;

const TOKEN = /^([1-9]\d{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/;

/** The member and topic of a token this server signed; undefined for anything else. */
export function readUnsubscribeToken(
  config: UnsubscribeConfig,
  token: string,
): { userId: number; topic: UnsubscribeTopic } | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const topic = match[2] as UnsubscribeTopic;
  if (userId > 2_147_483_647) return undefined;
  if (topic !== 'digest' && !(NOTIFICATION_KINDS as readonly string[]).includes(topic)) return undefined;
  return constantTimeEquals(match[3]!, signature(config, userId, topic)) ? { userId, topic } : undefined;
}
