/**
 * Sends the shop's mails over SMTP, or writes them to the mail_outbox table when no SMTP server is
 * configured (development, tests) or the server fails: a mail is never lost and never fails its caller.
 */
import { createRequire } from 'node:module';
import type Nodemailer from 'nodemailer';
import type { Db } from '#db/client.ts';
import { insertOutboxMail } from '#db/repositories/mail-outbox.ts';

export interface MailMessage {
  to: string;
  /** Template name (welcome, password-reset, ...), stored with an outbox mail. */
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (an invoice PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /**
   * Never rejects. Over SMTP a failure is logged and the mail is written to the outbox instead (it is not
   * retried automatically); without SMTP the outbox is where mails go. So a registration or an order never
   * fails because of its mail, and a caller may await it or fire and forget it. Call it after the
   * caller's transaction has committed: the outbox write uses `db`, which waits for an open transaction.
   */
  send(message: MailMessage): Promise<void>;
}

export interface MailerHandle extends Mailer {
  /** Closes the SMTP transport (idle connections); safe to call without one. */
  close(): void;
}

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The part of a nodemailer transporter the mailer uses; tests may pass their own. */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: { name: string; address: string };
    subject: string;
    text: string;
    html: string;
    attachments?: MailAttachment[];
  }): Promise<unknown>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`; none: outbox only. */
  smtpUrl?: string;
  /** The From header, e.g. `PartsPoint <no-reply@partspoint.eu>`. */
  from: string;
  log: MailLog;
  /** Used instead of one built from `smtpUrl` (tests). */
  transport?: MailTransport;
}

/**
 * nodemailer's defaults (2 min to connect, 10 min of socket silence) would keep a request waiting on a
 * dead server for minutes; 10 s each is plenty for a mail relay.
 */
const SMTP_TIMEOUT_MS = 10_000;

/** Throws on a URL that is not smtp:// or smtps://, so a typo in the config stops the start-up. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : '';
  // The URL itself stays out of the message: it may carry the SMTP password.
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    throw new Error('The SMTP URL must be smtp:// or smtps://');
  // Loaded here, not at start: only a shop with SMTP configured needs it.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
}

export function createMailer(options: MailerOptions): MailerHandle {
  const { db, from, log } = options;
  const transport = options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : null);

  async function keepInOutbox(message: MailMessage, meta: object): Promise<boolean> {
    try {
      const { to, subject, text, html, kind } = message;
      const attachments = message.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        size: content.length,
      }));
      await insertOutboxMail(db, {
        toAddress: to,
        subject,
        text,
        html,
        kind,
        attachments: attachments?.length ? JSON.stringify(attachments) : null,
      });
      return true;
    } catch (err) {
      log.error({ ...meta, err }, 'Mail could not be written to the outbox; it is lost');
      return false;
    }
  }

  return {
    async send(message) {
      // Who and what, never the body: it can hold a password-reset link.
      const meta = { to: message.to, kind: message.kind, subject: message.subject };
      if (!transport) {
        if (await keepInOutbox(message, meta))
          log.info(meta, 'Mail written to the outbox (no SMTP configured)');
        return;
      }
      try {
        await transport.sendMail({
          from,
          // An address object, not a string: nodemailer would split "a@x.eu, b@y.eu" into two recipients.
          to: { name: '', address: message.to },
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
        });
        log.info(meta, 'Mail sent');
      } catch (err) {
        log.error({ ...meta, err }, 'Mail could not be sent over SMTP; writing it to the outbox');
        await keepInOutbox(message, meta);
      }
    },
    close() {
      transport?.close();
    },
  };
}
