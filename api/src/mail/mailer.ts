import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<{ messageId: string; file?: string }>;
}

/**
 * SMTP when a URL is configured; otherwise every mail becomes an .eml file in the outbox folder
 * (readable with any mail client), so a developer machine needs no mail server.
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail(mail);
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
  };
}
