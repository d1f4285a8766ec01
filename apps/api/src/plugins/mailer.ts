import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through SMTP when configured; otherwise writes the mail to the server log. */
export function createMailer(smtp: Env['smtp'], log: FastifyBaseLogger): Mailer {
  if (!smtp) {
    return {
      send(mail) {
        log.info(
          { to: mail.to, subject: mail.subject },
          `SMTP belum diatur; isi email:\n${mail.text}`,
        );
        return Promise.resolve();
      },
    };
  }
  // nodemailer is loaded with the first mail, not at start (decision 0014)
  let transport: Promise<Transporter> | null = null;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
        }),
      );
      await (await transport).sendMail({ from: smtp.from, ...mail });
    },
  };
}
