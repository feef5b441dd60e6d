/**
 * A nodemailer transport that delivers into the database outbox instead of an SMTP server, so a
 * demo or a test can read the mail (GET /dev/outbox) and follow its token links.
 */
import type { Kysely } from 'kysely';
import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import { addToOutbox } from '../db/outbox';
import type { Database } from '../db/schema';
import type { Clock } from '../db/time';

/** The header the mailer names the brand in; the outbox keeps it as a column. */
export const BRAND_HEADER = 'X-Portal-Brand';

export function outboxTransport(db: Kysely<Database>, clock: Clock): Transport<{ messageId: number }> {
  return {
    name: 'portal-outbox',
    version: '1',
    send(mail: MailMessage<{ messageId: number }>, callback) {
      const d = mail.data;
      const headers = (d.headers ?? {}) as Record<string, string>;
      const to = Array.isArray(d.to) ? d.to.map(String).join(', ') : String(d.to ?? '');
      addToOutbox(db, { brandId: headers[BRAND_HEADER] ?? '', to, subject: String(d.subject ?? ''), text: String(d.text ?? ''), html: d.html ? String(d.html) : null }, clock())
        .then((messageId) => callback(null, { messageId }))
        .catch((error: unknown) => callback(error as Error, { messageId: 0 }));
    },
  };
}
