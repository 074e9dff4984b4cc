/**
 * The mailer against a real SMTP server on 127.0.0.1 (smtp-server): delivery, the outbox without SMTP,
 * and the outbox as the fallback when the server refuses a mail.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SELLER } from '#api/contract/seller.ts';
import type { DbHandle } from '#db/client.ts';
import { deleteOutboxMailsTo, insertOutboxMail, listOutboxMails } from '#db/repositories/mail-outbox.ts';
import { createTestDb } from '#db/test/test-db.ts';
import { createMailer, type MailerHandle } from './mail.ts';
import { passwordResetMail } from './mail/password-reset.ts';
import { welcomeMail } from './mail/welcome.ts';

const FROM = 'PartsPoint <no-reply@partspoint.eu>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port; `extra` adds or overrides handlers (e.g. a refusing onRcptTo). */
async function startSmtpServer(extra: SMTPServerOptions = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...extra,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- A little MIME reading, enough for nodemailer's output (mailparser is not a dependency) ---------

function splitHead(part: string): { head: string; body: string } {
  const at = part.indexOf('\r\n\r\n');
  // Folded header lines continue with whitespace (RFC 5322 s.2.2.3).
  return { head: part.slice(0, at).replace(/\r\n[ \t]+/g, ' '), body: part.slice(at + 4) };
}

function header(head: string, name: string): string {
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

function decodeQuotedPrintable(value: string): string {
  const ascii = value.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < ascii.length; i += 1) {
    const hex = ascii.slice(i + 1, i + 3);
    if (ascii[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(ascii.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes a non-ASCII subject. */
function decodeEncodedWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047 s.6.2).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** The decoded body of the first part with this content type, line ends back to "\n". */
function mimePart(raw: string, contentType: string): string {
  const { head } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(header(head, 'Content-Type'))?.[1] ?? '';
  const part = raw
    .split(`--${boundary}`)
    .map((p) => splitHead(p.replace(/^\r\n/, '')))
    .find((p) => header(p.head, 'Content-Type').startsWith(contentType));
  if (!part) throw new Error(`No ${contentType} part in the message`);
  const body = part.body.replace(/\r\n$/, '');
  const encoding = header(part.head, 'Content-Transfer-Encoding').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

// ---- Tests -----------------------------------------------------------------------------------------

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

let handle: DbHandle;
let mailer: MailerHandle | undefined;
const cleanups: (() => Promise<void>)[] = [];

beforeEach(async () => {
  handle = await createTestDb();
});

afterEach(async () => {
  mailer?.close();
  mailer = undefined;
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await handle.close();
});

describe('createMailer over SMTP', () => {
  it('delivers Polish mails to the server and keeps nothing in the outbox', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const log = fakeLog();
    mailer = createMailer({ db: handle.db, smtpUrl: smtp.url, from: FROM, log });
    const mail = welcomeMail('pl', { firstName: 'Łucja', shopUrl: 'https://partspoint.eu/' }, DEMO_SELLER);

    await mailer.send({ to: 'lucja@example.com', kind: 'welcome', ...mail });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('no-reply@partspoint.eu');
    expect(message?.to).toEqual(['lucja@example.com']);
    const raw = message?.raw ?? '';
    const { head } = splitHead(raw);
    expect(decodeEncodedWords(header(head, 'Subject'))).toBe('Witamy w PartsPoint');
    expect(header(head, 'From')).toBe('PartsPoint <no-reply@partspoint.eu>');
    expect(header(head, 'To')).toBe('lucja@example.com');
    expect(mimePart(raw, 'text/plain')).toBe(mail.text);
    expect(mimePart(raw, 'text/html')).toBe(mail.html);
    expect(mail.text).toContain('Dzień dobry, Łucja!');

    // A non-ASCII subject travels MIME-encoded (=?UTF-8?...?=) and decodes back to the template's.
    const reset = passwordResetMail(
      'pl',
      {
        firstName: 'Łucja',
        resetUrl: 'https://partspoint.eu/r?t=1',
        validMinutes: 60,
      },
      DEMO_SELLER,
    );
    await mailer.send({ to: 'lucja@example.com', kind: 'password-reset', ...reset });
    const resetHead = splitHead(smtp.received[1]?.raw ?? '').head;
    expect(header(resetHead, 'Subject')).toMatch(/^=\?UTF-8\?/i);
    expect(decodeEncodedWords(header(resetHead, 'Subject'))).toBe('Ustaw nowe hasło do konta PartsPoint');

    expect(await listOutboxMails(handle.db, 10)).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.info).toHaveBeenCalledWith(
      { to: 'lucja@example.com', kind: 'welcome', subject: 'Witamy w PartsPoint' },
      'Mail sent',
    );
  });

  it('writes a refused mail to the outbox, logs the error and still resolves', async () => {
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    cleanups.push(smtp.close);
    const log = fakeLog();
    mailer = createMailer({ db: handle.db, smtpUrl: smtp.url, from: FROM, log });
    const mail = welcomeMail('en', { firstName: 'Anna', shopUrl: 'https://partspoint.eu/' }, DEMO_SELLER);

    await expect(mailer.send({ to: 'anna@example.com', kind: 'welcome', ...mail })).resolves.toBeUndefined();

    expect(smtp.received).toEqual([]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'anna@example.com', kind: 'welcome', err: expect.any(Error) }),
      expect.stringContaining('outbox'),
    );
    const rows = await listOutboxMails(handle.db, 10);
    expect(rows).toEqual([
      expect.objectContaining({ toAddress: 'anna@example.com', kind: 'welcome', ...mail }),
    ]);
  });

  it('refuses a URL that is not smtp:// or smtps:// when created', () => {
    const options = { db: handle.db, from: FROM, log: fakeLog() };
    expect(() => createMailer({ ...options, smtpUrl: 'http://127.0.0.1:25' })).toThrow(/smtp:\/\//);
    expect(() => createMailer({ ...options, smtpUrl: 'not a url' })).toThrow(/smtp:\/\//);
  });
});

describe('createMailer without SMTP', () => {
  it('writes the mail to the outbox and logs who and what, never the body', async () => {
    const log = fakeLog();
    mailer = createMailer({ db: handle.db, from: FROM, log });
    const resetUrl = 'https://partspoint.eu/reset-password?token=secret-token-123';
    const mail = passwordResetMail('pl', { firstName: 'Jan', resetUrl, validMinutes: 60 }, DEMO_SELLER);

    await mailer.send({ to: 'jan@example.com', kind: 'password-reset', ...mail });

    const rows = await listOutboxMails(handle.db, 10);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      toAddress: 'jan@example.com',
      kind: 'password-reset',
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(rows[0]?.text).toContain(resetUrl);
    expect(log.info).toHaveBeenCalledWith(
      { to: 'jan@example.com', kind: 'password-reset', subject: mail.subject },
      expect.any(String),
    );
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('secret-token-123');
  });

  it('resolves and logs when even the outbox cannot be written', async () => {
    const closed = await createTestDb();
    await closed.close();
    const log = fakeLog();
    mailer = createMailer({ db: closed.db, from: FROM, log });

    await expect(
      mailer.send({ to: 'a@example.com', kind: 'welcome', subject: 's', text: 't', html: 'h' }),
    ).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'a@example.com', err: expect.any(Error) }),
      expect.stringContaining('lost'),
    );
    expect(log.info).not.toHaveBeenCalled();
  });
});

describe('mail outbox repository', () => {
  it('lists newest first and deletes an address case-insensitively', async () => {
    const base = { subject: 's', text: 't', html: 'h', kind: 'welcome' };
    const first = await insertOutboxMail(handle.db, { ...base, toAddress: 'Ola@Example.com' });
    const second = await insertOutboxMail(handle.db, { ...base, toAddress: 'other@example.com' });
    const third = await insertOutboxMail(handle.db, { ...base, toAddress: 'ola@example.com' });

    expect((await listOutboxMails(handle.db, 10)).map((row) => row.id)).toEqual([third, second, first]);
    expect((await listOutboxMails(handle.db, 2)).map((row) => row.id)).toEqual([third, second]);

    expect(await deleteOutboxMailsTo(handle.db, 'OLA@example.COM')).toBe(2);
    expect((await listOutboxMails(handle.db, 10)).map((row) => row.toAddress)).toEqual(['other@example.com']);
  });
});
