import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

/** One message ready to send: both bodies come from a template module under `mail/templates/`. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** A message as the memory outbox keeps it (tests read these). */
export interface SentMail extends MailMessage {
  readonly from: string;
  /** The whole RFC 5322 message, exactly what an .eml file would hold. */
  readonly raw: string;
}

/** Where messages go and how the log should name it. */
export interface Mailer {
  /** 'smtp', 'outbox' (.eml files) or 'memory'. */
  readonly kind: 'smtp' | 'outbox' | 'memory';
  /** The outbox folder when `kind` is 'outbox'. */
  readonly outboxDir: string | undefined;
  /** Messages kept in memory (`kind` 'memory'); empty otherwise. */
  readonly sent: readonly SentMail[];
  /** Sends (or files) one message; rejects when the mail server refuses it. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background: the caller answers at once (so a request for an unknown address
   * takes as long as one for a known one) and a failure is only logged.
   */
  sendLater(message: MailMessage): void;
  /** Resolves once every message handed to `sendLater` has been sent or has failed. */
  idle(): Promise<void>;
}

/** The slice of a logger the mailer writes to (Fastify's and pino's fit). */
export interface MailLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

const silentLog: MailLog = { info: () => undefined, error: () => undefined };

/** Builds the RFC 5322 text of a message (multipart plain text + HTML) without sending it. */
async function renderRaw(from: string, message: MailMessage): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  const raw = (info as { message?: unknown }).message;
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
}

/** A file name that sorts by time and never collides: `20261124T131500123Z-<hex>.eml`. */
function outboxFileName(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * The mailer the configuration asks for: SMTP when `SMTP_URL` is set; otherwise every message
 * becomes an .eml file in `<REI_DATA_DIR>/outbox/`, or, for an in-memory data folder
 * (`memory://`, the tests), stays in `sent`. Each message filed is logged with its path.
 */
export function createMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog = silentLog): Mailer {
  const from = config.mailFrom;
  const pending = new Set<Promise<void>>();
  const sent: SentMail[] = [];
  const memory = config.dataDir.startsWith('memory://');
  const kind: Mailer['kind'] = config.smtpUrl ? 'smtp' : memory ? 'memory' : 'outbox';
  const outboxDir = kind === 'outbox' ? path.resolve(config.dataDir, 'outbox') : undefined;
  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;

  async function send(message: MailMessage): Promise<void> {
    if (smtp) {
      await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      log.info({ to: message.to, subject: message.subject }, 'mail sent through SMTP');
      return;
    }
    const raw = await renderRaw(from, message);
    if (outboxDir) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, outboxFileName());
      await writeFile(file, raw, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, `no SMTP_URL set: mail written to ${file}`);
      return;
    }
    sent.push({ ...message, from, raw });
  }

  return {
    kind,
    outboxDir,
    sent,
    send,
    sendLater(message) {
      const job = send(message)
        .catch((error: unknown) => log.error({ err: error, subject: message.subject }, 'mail could not be sent'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
