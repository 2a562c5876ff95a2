/**
 * A Standard Webhooks receiver's check, written from the specification rather than from REI's
 * signer, so a test that passes proves a third-party receiver would accept the delivery: the secret
 * after `whsec_` is base64; the signed content is `msg_id.timestamp.payload`; the
 * `webhook-signature` header holds space-separated `v1,<base64 HMAC-SHA256>` entries, one of
 * which must match; and the timestamp is within 5 minutes of `nowSeconds`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export function verifyStandardWebhook(secret: string, headers: IncomingMessage['headers'], payload: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const id = String(headers['webhook-id']);
  const timestamp = String(headers['webhook-timestamp']);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  if (!secret.startsWith('whsec_')) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`, 'utf8').digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((entry) => {
      const [version, signature] = entry.split(',');
      if (version !== 'v1' || !signature) return false;
      const given = Buffer.from(signature, 'base64');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}
