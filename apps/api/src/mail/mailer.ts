import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/records';

export type Mail = { to: string; subject: string; text: string };

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
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(mail) {
      await options.db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      options.log.info({ to: mail.to, subject: mail.subject }, `outbox: ${mail.text}`);
    },
  };
}
