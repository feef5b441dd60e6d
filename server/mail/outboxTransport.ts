/**
 * The nodemailer transport of every mail: it writes the mail into the database outbox. Without an
 * SMTP server the mail is `kept` there, so a demo or a test can read it (GET /dev/outbox) and follow
 * its token links; with one it is `queued`, and the delivery job sends it (server/mail/mailDelivery.ts),
 * so a refused or unreachable SMTP server delays a mail, never loses it.
 */
import type { Kysely } from 'kysely';
import type { Transport } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import { addToOutbox } from '../db/outbox';
import type { Database } from '../db/schema';
import type { MailState } from '../db/schema';
import type { Clock } from '../db/time';

/** The header the mailer names the brand in; the outbox keeps it as a column. */
export const BRAND_HEADER = 'X-Portal-Brand';

/** The From header as one line: `"Name" <address>`. */
function senderOf(from: MailMessage['data']['from']): string | null {
  const one: unknown = Array.isArray(from) ? from[0] : from;
  if (typeof one === 'string') return one;
  if (!one || typeof one !== 'object' || !('address' in one)) return null;
  const { name, address } = one as { name?: string; address: string };
  return name ? `"${name.replace(/["\\\r\n]/g, '')}" <${address}>` : address;
}

/** `queued`: told to `onQueued` once written, so delivery can start at once rather than at the job's next run. */
export function outboxTransport(db: Kysely<Database>, clock: Clock, state: Extract<MailState, 'kept' | 'queued'> = 'kept', onQueued?: () => void): Transport<{ messageId: number }> {
  return {
    name: 'portal-outbox',
    version: '1',
    send(mail: MailMessage<{ messageId: number }>, callback) {
      const d = mail.data;
      const headers = (d.headers ?? {}) as Record<string, string>;
      const to = Array.isArray(d.to) ? d.to.map(String).join(', ') : String(d.to ?? '');
      addToOutbox(db, { brandId: headers[BRAND_HEADER] ?? '', to, subject: String(d.subject ?? ''), text: String(d.text ?? ''), html: d.html ? String(d.html) : null, sender: senderOf(d.from) }, clock(), state)
        .then((messageId) => {
          if (state === 'queued') onQueued?.();
          callback(null, { messageId });
        })
        .catch((error: unknown) => callback(error as Error, { messageId: 0 }));
    },
  };
}
