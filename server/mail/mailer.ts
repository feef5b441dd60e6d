/**
 * Sends the portal's mails: texts from the brand's `mail` locale namespace in the recipient's
 * locale, token links to the brand's own token-link routes on the brand's host, each link naming
 * the mail's language (server/http/linkLocale.ts). Every mail is written to the database outbox;
 * with SMTP_URL the delivery job sends it from there.
 */
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServedBrand } from '../config/brandRegistry';
import type { LocaleId } from '../config/brandSources';
import { tokenLinkPath } from '../config/brandOffers';
import type { Database } from '../db/schema';
import type { Clock } from '../db/time';
import { withLinkLocale } from '../http/linkLocale';
import { translate } from '../http/requestLocale';
import { BRAND_NAME_KEY } from '../../renderer/domain/format/brandTexts';
import { formatDate, formatDateTime, formatMoney } from '../../renderer/domain/format/format';
import { BRAND_HEADER, outboxTransport } from './outboxTransport';

/** Mails the portal sends; each is a key of mail.json with subject and body. */
export type MailKind =
  | 'verifyRegistration' | 'finishRegistration' | 'verifyCorporate' | 'verifyEmail' | 'verifyContactEmail' | 'passwordRecovery' | 'keyActivated'
  | 'verifyPublicReservation' | 'finishReservation' | 'careItemChanged' | 'subscriptionCancelled';

/** The token flow (routes.json params.flow) whose link a mail carries. */
const FLOW_OF: Partial<Record<MailKind, string>> = {
  verifyRegistration: 'verify-registration',
  finishRegistration: 'finish-registration',
  verifyCorporate: 'verify-corporate',
  verifyEmail: 'verify-email',
  verifyContactEmail: 'verify-contact-email',
  passwordRecovery: 'password-recovery',
  verifyPublicReservation: 'verify-public-reservation',
  finishReservation: 'finish-reservation',
};

export interface MailRequest {
  kind: MailKind;
  to: string;
  name: string;
  /**
   * The mail's language, and its links': the account's (accountLocale) for a mail to an account,
   * the request's (requestLocale) for someone without one. Always named, so no call site falls
   * back to the page's language by omission (issue 33).
   */
  locale: LocaleId;
  token?: string;
  /** Hours the link stays valid, for the text. */
  hours?: number;
  /** Minutes the link stays valid, for links shorter than an hour (the hold of an anonymous booking). */
  minutes?: number;
  /** A second link: the delete-public-reservation token of a public reservation ({{deleteLink}}). */
  deleteToken?: string;
  /** The booked appointment, written into the text ({{appointment}}) with the date as the interface shows it in the mail's locale. */
  appointment?: MailAppointment;
  /** The care item a careItemChanged mail is about; its link opens the item's service screen. */
  care?: MailCareItem;
  /** The cancelled subscription a subscriptionCancelled mail confirms: its product's name and its last paid day (YYYY-MM-DD). */
  subscription?: { product: string; endsOn: string; path: string };
}

export interface MailCareItem {
  /** Translation key of the service's name (care.serviceNames.<key>). */
  serviceName: string;
  state: string;
  flow: 'appointment' | 'written' | 'claim';
  /** The amount in HUF a claim was approved with, written into the mail of an approved or paid claim. */
  approvedHuf?: number | null;
  /** UTC ISO instant of the booked appointment. */
  appointmentAt: string | null;
  channel: string | null;
  /** The portal path of the item's service screen. */
  path: string;
}

export interface MailAppointment {
  /** Budapest wall-clock start, as the slot stores it ("2026-11-26T09:00:00"). */
  start: string;
  provider: string;
  doctor: string;
}

export interface MailerOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** nodemailer's SMTP URL: mail is queued for the delivery job; kept in the outbox when absent. */
  smtpUrl?: string;
  /** Told when a mail is queued for delivery (the delivery job starts at once). */
  onMailQueued?: () => void;
  /** The sender's address; the sender's name is the brand's own name in the mail's locale. */
  fromAddress?: string;
  /** Demo mode: links keep the request's host and scheme (a development port survives). Otherwise https on the brand's first host. */
  linksFromRequestHost: boolean;
  /** Outside demo mode, the address of links for a brand that names no host. */
  publicBaseUrl?: string;
}

export class Mailer {
  readonly transport: Transporter<unknown>;
  readonly usesOutbox: boolean;
  private readonly fromAddress: string;
  private readonly linksFromRequestHost: boolean;
  private readonly publicBaseUrl?: string;

  constructor(options: MailerOptions) {
    this.usesOutbox = !options.smtpUrl;
    this.transport = nodemailer.createTransport(outboxTransport(options.db, options.clock, options.smtpUrl ? 'queued' : 'kept', options.onMailQueued)) as Transporter<unknown>;
    this.fromAddress = options.fromAddress ?? 'no-reply@portal.localhost';
    this.linksFromRequestHost = options.linksFromRequestHost;
    this.publicBaseUrl = options.publicBaseUrl;
  }

  async send(req: Request, brand: ServedBrand, mail: MailRequest): Promise<void> {
    const { locale } = mail;
    const t = (key: string, values: Record<string, string> = {}): string =>
      translate(brand, locale, `mail.${key}`, values) ?? translate(brand, brand.effective.brand.defaultLocale, `mail.${key}`, values) ?? key;
    const flow = FLOW_OF[mail.kind];
    const base = this.linksFromRequestHost ? requestBaseUrl(req, brand) : publicBaseUrl(brand, this.publicBaseUrl);
    const link = withLinkLocale(flow && mail.token ? `${base}${tokenLinkPath(brand.effective, flow, mail.token)}` : `${base}/`, locale);
    const deleteLink = mail.deleteToken ? withLinkLocale(`${base}${tokenLinkPath(brand.effective, 'delete-public-reservation', mail.deleteToken)}`, locale) : '';
    const appointment = mail.appointment ? `${formatDateTime(mail.appointment.start, locale)}, ${mail.appointment.provider}, ${mail.appointment.doctor}` : '';
    const care = mail.care ? careValues(mail.care, locale, (key, v) => translate(brand, locale, key, v) ?? translate(brand, brand.effective.brand.defaultLocale, key, v) ?? key) : {};
    const subscription: Record<string, string> = mail.subscription ? { product: mail.subscription.product, endDate: formatDate(mail.subscription.endsOn, locale) } : {};
    const pageLink = mail.care ? withLinkLocale(`${base}${mail.care.path}`, locale) : mail.subscription ? withLinkLocale(`${base}${mail.subscription.path}`, locale) : link;
    const values = { name: mail.name, link: pageLink, deleteLink, appointment, hours: String(mail.hours ?? 24), minutes: String(mail.minutes ?? ''), ...care, ...subscription };
    const text = [t('common.greeting', values), t(`${mail.kind}.body`, values), t('common.signature', values)].join('\n\n');
    await this.transport.sendMail({
      from: { name: translate(brand, locale, BRAND_NAME_KEY) ?? brand.effective.brand.name, address: this.fromAddress },
      to: mail.to,
      subject: t(`${mail.kind}.subject`, values),
      text,
      headers: { [BRAND_HEADER]: brand.id },
    });
  }
}

/**
 * The service, the new state and the next step of a care item in the mail's locale; a booked
 * item adds its time and channel, a finished one where the answer waits, an approved or paid claim
 * its amount, a claim waiting for information or rejected where the question or reason is. A written opinion's
 * awaiting_booking reads "in progress" (the doctor is writing).
 */
function careValues(care: MailCareItem, locale: LocaleId, tr: (key: string, values?: Record<string, string>) => string): Record<string, string> {
  const stateKey = care.flow === 'written' && care.state === 'awaiting_booking' ? 'care.stateWritten.awaiting_booking' : `care.state.${care.state}`;
  let details = '';
  if (care.state === 'booked' && care.appointmentAt) {
    details = `\n\n${tr('mail.careItemChanged.appointment', { time: formatDateTime(care.appointmentAt, locale), channel: care.channel ? tr(`care.channel.${care.channel}`) : '' })}`;
  } else if (care.state === 'finished') details = `\n\n${tr('mail.careItemChanged.answer')}`;
  else if ((care.state === 'approved' || care.state === 'paid') && typeof care.approvedHuf === 'number') {
    details = `\n\n${tr('mail.careItemChanged.approvedAmount', { amount: formatMoney(care.approvedHuf, 'HUF', locale) })}`;
  } else if (care.state === 'needs_information' || care.state === 'rejected') details = `\n\n${tr('mail.careItemChanged.claimNote')}`;
  return { service: tr(care.serviceName), state: tr(stateKey), nextStep: tr(`care.nextStep.${care.state}`), details };
}

/**
 * The brand's public address, never taken from the request: https on the first host its brand
 * document names, else PUBLIC_BASE_URL (main.ts refuses to start outside demo mode without one).
 */
export function publicBaseUrl(brand: ServedBrand, fallback: string | undefined): string {
  const host = brand.effective.brand.hosts?.[0];
  return host ? `https://${host}` : fallback ?? 'https://localhost';
}

/**
 * Demo links point at the brand's own host as the request reached it. The request's Host is used
 * only when it is one of the brand's hosts (so a development port survives); otherwise the
 * brand's first host. A forged Host header therefore can never put an attacker's domain into a
 * password-recovery mail.
 */
export function requestBaseUrl(req: Request, brand: ServedBrand): string {
  const hosts = brand.effective.brand.hosts ?? [];
  const requested = (req.headers.host ?? '').toLowerCase();
  const requestedName = requested.replace(/:\d+$/, '');
  const host = hosts.includes(requestedName) ? requested : hosts[0] ?? 'localhost';
  return `${req.protocol}://${host}`;
}
