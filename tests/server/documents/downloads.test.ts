/**
 * The patient's downloads (issue 33): the written answer of a care item, the doctor's note of a
 * video consultation and the receipt of a paid card payment, each a PDF in the request's language,
 * saved as an attachment, and only for its owner (anyone else, and a document not there yet, 404 #404).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { includedVat } from '../../../server/api/med24/paymentReceipt';
import { pdfFileName } from '../../../server/documents/sendPdf';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { linkDemoDoctor } from '../../../server/db/seed/demoDoctor';
import { toBudapestIso } from '../../../server/db/seed/providerCalendar';
import { iso } from '../../../server/db/time';
import { bearer, login } from '../api/apiHarness';
import { openProviderApi, type ProviderApi } from '../api/providerApiHarness';
import { TEST_DIALECTS } from '../dbHarness';

const NOTE = 'Pihenjen, igyon sok folyadékot; ő, ű és ș, ț is olvasható.';
const RETAIL = 'retail.localhost';

/** A binary answer's body as a Buffer (supertest parses only text and JSON by itself). */
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

/** The catalogue code of an error answer read as binary. */
const codeOf = (res: request.Response): unknown => (JSON.parse((res.body as Buffer).toString('utf8')) as { code?: unknown }).code;

async function pdfText(body: Buffer): Promise<string> {
  expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

describe('file names and VAT', () => {
  it('names a file in plain letters and the id', () => {
    expect(pdfFileName('Második orvosi vélemény – válasz', 12)).toBe('masodik-orvosi-velemeny-valasz-12.pdf');
    expect(pdfFileName('Chitanță de plată', 'demo-paid-1')).toBe('chitanta-de-plata-demo-paid-1.pdf');
  });

  it('takes the VAT out of a gross amount, to the forint', () => {
    expect(includedVat(8990, 27)).toBe(1911);
    expect(includedVat(8990, 0)).toBe(0);
    expect(includedVat(100, 5)).toBe(5);
  });
});

describe.each(TEST_DIALECTS)('downloads on %s', (dialect) => {
  let api: ProviderApi;
  const tokens: Record<'patient' | 'multi' | 'video' | 'doctor' | 'paid', string> = { patient: '', multi: '', video: '', doctor: '', paid: '' };
  let answered: number;
  let waiting: number;
  let withNote: number;
  let withoutNote: number;

  const get = (path: string, token: string, locale = 'hu', host = 'localhost') =>
    request(api.app).get(path).set('Host', host).set('X-Locale', locale).set(...bearer(token)).buffer(true).parse(binary);

  beforeAll(async () => {
    const now = Date.now();
    api = await openProviderApi(dialect, { seed: 16, providers: 2, doctorsPerProvider: 2, slotsTarget: 10, today: now, accounts: true });
    const db = api.database.db;
    for (const key of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[key] = (await login(api.app, DEMO_ACCOUNTS[key].email, DEMO_ACCOUNTS[key].password)).token;
    const patient = await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.patient.email).executeTakeFirstOrThrow();
    const items = await db.selectFrom('care_items').select(['id', 'service']).where('user_id', '=', patient.id).execute();
    answered = items.find((i) => i.service === 'second-opinion')!.id;
    waiting = items.find((i) => i.service === 'nutrition-consultation')!.id;
    // Two video consultations of the demo video patient with the demo doctor, yesterday: one with a note.
    const doctor = await db.selectFrom('doctors as d').innerJoin('providers as p', 'p.id', 'd.provider_id').select(['d.id', 'd.provider_id']).where('p.country_code', '=', 'HU').orderBy('d.id').executeTakeFirstOrThrow();
    await db.updateTable('doctors').set({ video: 1 }).where('id', '=', doctor.id).execute();
    expect(await linkDemoDoctor(db, DEMO_ACCOUNTS.doctor.email)).toBe(doctor.id);
    const subfunction = (await db.selectFrom('subfunctions').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const video = await db.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNTS.video.email).executeTakeFirstOrThrow();
    const start = now - 86_400_000;
    const ids: number[] = [];
    for (const [i, note] of [NOTE, null].entries()) {
      const slot = 990_000 + i;
      await db.insertInto('slots').values({
        id: slot, provider_id: doctor.provider_id, doctor_id: doctor.id, subfunction_id: subfunction, start_at: iso(start), start_local: toBudapestIso(start),
        duration_minutes: 20, video: 1, customer_bookable: 1, cancellable_until: iso(start - 86_400_000),
      }).execute();
      const row = await db.insertInto('reservations').values({
        slot_id: slot, booked_slot_id: slot, user_id: video.id, subfunction_id: subfunction, status: 'confirmed', patient_comment: null, discount_rate: 0, price: 10000, currency: 'HUF',
        created_at: iso(start - 86_400_000), video_ended_at: iso(start + 20 * 60_000), doctor_note: note, doctor_note_at: note ? iso(start + 25 * 60_000) : null,
      }).returning('id').executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    [withNote, withoutNote] = ids as [number, number];
  }, 60_000);

  afterAll(async () => {
    await api.database.close();
  });

  describe('GET /api/care-items/{id}/answer', () => {
    it('gives the patient the second opinion\'s answer as a PDF in the request\'s language', async () => {
      const res = await get(`/api/care-items/${answered}/answer`, tokens.patient);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename=masodik-orvosi-velemeny-valasz-${answered}.pdf`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('Második orvosi vélemény – válasz');
      expect(text).toContain('Minta Péter');
      expect(text).toContain('Valóban szükség van a térdműtétre');
      expect(text.replace(/\s+/g, ' ')).toContain('A leletek alapján a műtét nem sürgős.');
      const ro = await pdfText((await get(`/api/care-items/${answered}/answer`, tokens.patient, 'ro')).body as Buffer);
      expect(ro).toContain('A doua opinie medicală – răspuns');
      expect(ro).toContain('Întrebarea dumneavoastră');
    });

    it('answers 404 #404 for another patient\'s item, an item without an answer and an id that is none', async () => {
      for (const [path, token] of [[`/api/care-items/${answered}/answer`, tokens.multi], [`/api/care-items/${waiting}/answer`, tokens.patient], ['/api/care-items/abc/answer', tokens.patient]] as const) {
        const res = await get(path, token);
        expect(res.status, path).toBe(404);
        expect(codeOf(res)).toBe('#404');
      }
      expect((await request(api.app).get(`/api/care-items/${answered}/answer`)).status).toBe(401);
    });
  });

  describe('GET /api/video/appointments/{id}/note', () => {
    it('gives the patient, and the doctor, the note as a PDF', async () => {
      const res = await get(`/api/video/appointments/${withNote}/note`, tokens.video, 'en');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename=doctor-s-note-after-the-video-consultation-${withNote}.pdf`);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain("Doctor's note after the video consultation");
      expect(text).toContain('Videó Viktor');
      expect(text).toContain(NOTE);
      expect((await get(`/api/video/appointments/${withNote}/note`, tokens.doctor)).status).toBe(200);
    });

    it('answers 404 #404 for another patient and for a consultation without a note', async () => {
      for (const [id, token] of [[withNote, tokens.patient], [withoutNote, tokens.video]] as const) {
        const res = await get(`/api/video/appointments/${id}/note`, token);
        expect(res.status).toBe(404);
        expect(codeOf(res)).toBe('#404');
      }
    });
  });

  describe('GET /api/med24/transactions/{orderRef}/receipt', () => {
    it('gives the subscriber a receipt with seller, buyer, amount, VAT, date and transaction id', async () => {
      const res = await get('/api/med24/transactions/demo-paid-1/receipt', tokens.paid, 'hu', RETAIL);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename=fizetesi-bizonylat-demo-paid-1.pdf');
      const text = (await pdfText(res.body as Buffer)).replace(/\u00a0|\u202f/g, ' ');
      expect(text).toContain('Fizetési bizonylat');
      expect(text).toContain('Eladó: Egészségklub');
      expect(text).toContain('Fizető Pál');
      expect(text).toContain('1117 Budapest');
      expect(text).toContain('Magyarország');
      expect(text).toContain('ÁFA (27%): 1911 Ft');
      expect(text).toContain('Nettó összeg: 7079 Ft');
      expect(text).toContain('Fizetett összeg (bruttó): 8990 Ft');
      expect(text).toContain('500000101');
      expect(text).toContain('havi előfizetés');
    });

    it('takes the VAT rate from the product', async () => {
      const db = api.database.db;
      await db.updateTable('products').set({ vat_percent: 5 }).where('name', 'in', (await db.selectFrom('products').select('name').where('med24_free_product', '=', 0).execute()).map((p) => p.name)).execute();
      const text = (await pdfText((await get('/api/med24/transactions/demo-paid-2/receipt', tokens.paid, 'en', RETAIL)).body as Buffer)).replace(/\u00a0|\u202f/g, ' ');
      expect(text).toContain('VAT (5%)');
      await db.updateTable('products').set({ vat_percent: 27 }).execute();
    });

    it('answers 404 #404 for another customer, a payment not paid and one that is none', async () => {
      const db = api.database.db;
      const paid = await db.selectFrom('payments').select(['subscription_id', 'brand_id', 'merchant']).where('order_ref', '=', 'demo-paid-1').executeTakeFirstOrThrow();
      await db.insertInto('payments').values({ ...paid, order_ref: 'demo-failed-1', amount_huf: 8990, status: 'failed', transaction_id: '1', card_mask: null, created_at: iso(Date.now()), returned_at: null, ipn_at: null }).execute();
      for (const [ref, token] of [['demo-paid-1', tokens.patient], ['demo-failed-1', tokens.paid], ['nothing', tokens.paid]] as const) {
        const res = await get(`/api/med24/transactions/${ref}/receipt`, token, 'hu', RETAIL);
        expect(res.status, ref).toBe(404);
        expect(codeOf(res)).toBe('#404');
      }
    });
  });
});
