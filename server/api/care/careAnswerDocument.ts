/**
 * The written answer of a care item as a document the patient keeps (issue 33): a second opinion's
 * (or any item closed with an answer) question and answer, with who asked, for whom and when, in
 * the request's language. The page promises the opinion "to read and download here".
 */
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import type { ServedBrand } from '../../config/brandRegistry';
import type { CareItem, Database } from '../../db/schema';
import { formatDate, formatDateTime } from '../../../renderer/domain/format/format';
import { NotFoundError } from '../../http/errors';
import { requestLocale, translate } from '../../http/requestLocale';
import type { PdfContent } from '../../documents/pdfDocument';
import { pdfFileName, sendPdf } from '../../documents/sendPdf';

/** A string answer of the request's form, if it has one by that name. */
function answerText(item: CareItem, name: string): string | undefined {
  const value = (JSON.parse(item.answers) as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** When the item got its answer: its close event, else its last change. */
async function answeredAt(db: Kysely<Database>, item: CareItem): Promise<string> {
  const event = await db.selectFrom('care_item_events').select('at').where('item_id', '=', item.id).where('action', '=', 'close').orderBy('id', 'desc').executeTakeFirst();
  return event?.at ?? item.updated_at;
}

/** The document's content; `patientName` is the account holder's. */
export async function careAnswerContent(db: Kysely<Database>, brand: ServedBrand, req: Request, item: CareItem, patientName: string, now: number): Promise<{ content: PdfContent; fileName: string }> {
  if (item.answer === null) throw new NotFoundError('The care item has no answer yet');
  const locale = requestLocale(req, brand);
  const t = (key: string, values: Record<string, string> = {}): string => translate(brand, locale, key, values) ?? key;
  const service = t(`care.serviceNames.${item.specialty ?? item.service}`);
  const relative = item.relative_id === null ? undefined : await db.selectFrom('relatives').select('name').where('id', '=', item.relative_id).executeTakeFirst();
  const question = [answerText(item, 'topic'), answerText(item, 'question') ?? answerText(item, 'symptoms')].filter(Boolean).join('\n\n');
  const title = t('care.answerDocument.title', { service });
  return {
    fileName: pdfFileName(title, item.id),
    content: {
      title, issuer: t('brand.name'), lang: locale,
      facts: [
        [t('care.answerDocument.patient'), patientName],
        ...(relative ? [[t('care.answerDocument.forWhom'), relative.name] as [string, string]] : []),
        [t('care.answerDocument.reference'), String(item.id)],
        [t('care.answerDocument.sent'), formatDateTime(item.created_at, locale)],
        [t('care.answerDocument.answered'), formatDateTime(await answeredAt(db, item), locale)],
      ],
      sections: [...(question ? [{ heading: t('care.answerDocument.question'), text: question }] : []), { heading: t('care.answerDocument.answer'), text: item.answer }],
      footer: t('care.answerDocument.footer', { date: formatDate(new Date(now), locale) }),
    },
  };
}

/** Answers the item's written answer as a PDF download; 404 #404 while it has none. */
export async function sendCareAnswer(db: Kysely<Database>, brand: ServedBrand, req: Request, res: Response, item: CareItem, patientName: string, now: number): Promise<void> {
  const { content, fileName } = await careAnswerContent(db, brand, req, item, patientName, now);
  await sendPdf(res, fileName, content);
}
