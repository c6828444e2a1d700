import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * The one SMTP client of the product. SMTP_URL points at the mail catcher in development and
 * tests (`smtp://127.0.0.1:1025`) and at any SMTP relay in production (`smtps://user:pass@host:465`).
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}
