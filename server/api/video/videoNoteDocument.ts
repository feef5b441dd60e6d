/**
 * The doctor's note of a video consultation as a document the patient keeps (issue 33): who, when,
 * what, and the note, in the request's language. 404 #404 while the doctor has written none.
 */
import type { Request, Response } from 'express';
import type { ServedBrand } from '../../config/brandRegistry';
import { formatDate, formatDateTime } from '../../../renderer/domain/format/format';
import { NotFoundError } from '../../http/errors';
import { requestLocale, translate } from '../../http/requestLocale';
import { pdfFileName, sendPdf } from '../../documents/sendPdf';
import { patientNameOf, type CallRow } from './videoCalls';

export async function sendVideoNote(brand: ServedBrand, req: Request, res: Response, call: CallRow, now: number): Promise<void> {
  if (call.doctor_note === null) throw new NotFoundError('The doctor has not written a note');
  const locale = requestLocale(req, brand);
  const t = (key: string, values: Record<string, string> = {}): string => translate(brand, locale, key, values) ?? key;
  const title = t('video.noteDocument.title');
  await sendPdf(res, pdfFileName(title, call.id), {
    title, issuer: t('brand.name'), lang: locale,
    facts: [
      [t('video.noteDocument.patient'), patientNameOf(call)],
      [t('video.noteDocument.doctor'), call.doctor_name],
      [t('video.noteDocument.service'), call.subfunction_name],
      [t('video.noteDocument.provider'), call.provider_name],
      [t('video.noteDocument.when'), formatDateTime(call.start_at, locale)],
      ...(call.doctor_note_at ? [[t('video.noteDocument.written'), formatDateTime(call.doctor_note_at, locale)] as [string, string]] : []),
    ],
    sections: [{ heading: t('video.noteDocument.note'), text: call.doctor_note }],
    footer: t('video.noteDocument.footer', { date: formatDate(new Date(now), locale) }),
  });
}
