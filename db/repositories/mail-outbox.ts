/**
 * The mail outbox: mails kept in the database when no SMTP server is configured or sending failed, so
 * none is lost. It holds personal data, so an account's mails go with the account.
 */
import type { Db } from '../client.ts';

export interface OutboxMailInput {
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  /** Template name (welcome, password-reset, ...). */
  kind: string;
  /** JSON list of the attachments' names, types and sizes (the files are rendered again on demand). */
  attachments?: string | null;
}

export interface OutboxMail extends OutboxMailInput {
  id: number;
  createdAt: string;
}

export async function insertOutboxMail(db: Db, mail: OutboxMailInput): Promise<number> {
  const { id } = await db
    .insertInto('mailOutbox')
    .values({
      toAddress: mail.toAddress,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      kind: mail.kind,
      attachments: mail.attachments ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Newest first; the id breaks ties between mails stored in the same millisecond. */
export async function listOutboxMails(db: Db, limit: number): Promise<OutboxMail[]> {
  return db
    .selectFrom('mailOutbox')
    .select(['id', 'toAddress', 'subject', 'text', 'html', 'kind', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Deletes every mail to `email` (account deletion); returns how many went. Compared case-insensitively,
 * like users.email (COLLATE NOCASE), so a mail stored under another spelling of the address goes too.
 */
export async function deleteOutboxMailsTo(db: Db, email: string): Promise<number> {
  const result = await db
    .deleteFrom('mailOutbox')
    .where((eb) => eb(eb.fn('lower', ['toAddress']), '=', eb.fn('lower', [eb.val(email)])))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
