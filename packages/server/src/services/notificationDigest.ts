/**
 * Digest mail of notifications (issue 29): a person whose setting is `daily` or `weekly` gets one
 * mail listing the notifications made since their last digest, sent by the scheduled job
 * `notification-digest` (jobs/registerJobs.ts) through the mailer, with the one-click unsubscribe
 * link of every notification mail. Nothing new since the last digest: no mail.
 */
import type { Database } from '../db/client';
import { digestMailRecipients, markDigestSent, notificationsOfUserAfter } from '../db/queries/watches';
import { notificationDigestMail } from '../mail/templates/notificationDigest';
import type { NotificationMail } from './watches';

/** How long each digest waits after the one before. */
const DIGEST_PERIOD_MS = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 } as const;
/**
 * The job runs hourly; a digest due within this margin goes now rather than an hour late, so a
 * daily digest keeps its hour of the day.
 */
const DUE_MARGIN_MS = 5 * 60_000;
/** Changes listed in one digest at most (the app lists them all). */
const DIGEST_CHANGES = 100;

/**
 * Sends every digest that is due at `now`: for each person with a daily (weekly) setting whose
 * last digest went out a day (a week) ago or more — or who chose the setting that long ago —
 * one mail with the notifications made since then. Answers how many mails went out.
 */
export async function sendNotificationDigests(db: Database, mail: NotificationMail, now: Date = new Date()): Promise<{ mailed: number }> {
  let mailed = 0;
  for (const period of ['daily', 'weekly'] as const) {
    for (const recipient of await digestMailRecipients(db, period)) {
      // The first digest lists what came after the person chose it.
      const last = recipient.digestSentAt ?? recipient.updatedAt;
      if (now.getTime() - last.getTime() + DUE_MARGIN_MS < DIGEST_PERIOD_MS[period]) continue;
      const rows = await notificationsOfUserAfter(db, recipient.userId, last, DIGEST_CHANGES);
      if (rows.length > 0) {
        await mail.mailer.send(
          notificationDigestMail({
            to: recipient.email,
            fullName: recipient.fullName,
            period,
            changes: rows,
            appUrl: `${mail.baseUrl}/dashboard`,
            unsubscribeLink: `${mail.baseUrl}/api/notification-settings/unsubscribe?token=${encodeURIComponent(recipient.unsubscribeToken)}`,
          }),
        );
        mailed += 1;
      }
      await markDigestSent(db, recipient.userId, now);
    }
  }
  return { mailed };
}
