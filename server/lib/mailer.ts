import nodemailer from 'nodemailer'
import type { Env } from '../env'
import type { Logger } from './logger'

export type Mail = { to: string; subject: string; text: string; link?: string }
export type Mailer = { send: (mail: Mail) => Promise<void>; transport: 'smtp' | 'log' }

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, log: Logger): Mailer {
  if (!env.SMTP_URL) {
    return {
      transport: 'log',
      send(mail) {
        // No SMTP configured: the developer follows the link from the log.
        log.info('mail (not sent: SMTP_URL is not set)', {
          mailTo: mail.to,
          subject: mail.subject,
          link: mail.link,
          text: mail.text,
        })
        return Promise.resolve()
      },
    }
  }
  const transporter = nodemailer.createTransport(env.SMTP_URL)
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text })
      log.info('mail sent', { mailTo: mail.to, subject: mail.subject })
    },
  }
}
