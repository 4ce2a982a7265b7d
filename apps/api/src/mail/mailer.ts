import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/records';

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/**
 * The outbox has no attachment column: an attachment is kept after the text, under its file name
 * (a binary one, such as a workbook, in base64).
 */
const withAttachments = (mail: Mail) =>
  [
    mail.text,
    ...(mail.attachments ?? []).map(
      (a) =>
        `--- ${a.filename} ---\n${typeof a.content === 'string' ? a.content : a.content.toString('base64')}`,
    ),
  ].join('\n\n');

export type Mailer = { send(mail: Mail): Promise<void> };

/** Sends through SMTP_URL when set; otherwise keeps the mail in the outbox table and logs it. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          attachments: mail.attachments,
        });
      },
    };
  }
  return {
    async send(mail) {
      await options.db
        .insert(outbox)
        .values({ recipient: mail.to, subject: mail.subject, body: withAttachments(mail) });
      options.log.info({ to: mail.to, subject: mail.subject }, `outbox: ${mail.text}`);
    },
  };
}
