/** POST /api/uploads: the upload rules of spec §5, checked by name and by content. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { EXCLUDED_EXTENSIONS, MAX_FILE_BYTES } from '../../../server/api/uploads/checkUploads';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { readUpload, UPLOAD_CHUNK_BYTES } from '../../../server/db/uploads';
import { bearer, expectSchema, login, useApi } from './apiHarness';

const api = useApi();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);

const upload = async (files: [Buffer, string][], query = 'page=preauthorization', account: { email: string; password: string } = DEMO_ACCOUNTS.patient) => {
  const { token } = await login(api().app, account.email, account.password);
  let req = request(api().app).post(`/api/uploads?${query}`).set(...bearer(token)).set('X-Locale', 'en');
  for (const [data, name] of files) req = req.attach('fileData', data, name);
  return req;
};

describe('POST /api/uploads', () => {
  it('stores PDF and image files and answers what it found in them', async () => {
    const res = await upload([[PDF, 'recommendation.pdf'], [PNG, 'scan.png']]);
    expect(res.status).toBe(201);
    expectSchema('upload-response', res.body);
    expect(res.body.files.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
      ['recommendation.pdf', 'application/pdf'],
      ['scan.png', 'image/png'],
    ]);
  });

  it('stores the bytes it received, in chunks the size of UPLOAD_CHUNK_BYTES', async () => {
    const scan = Buffer.concat([PDF, Buffer.from(Array.from({ length: 2.5 * UPLOAD_CHUNK_BYTES }, (_, i) => (i * 31) % 251))]);
    const res = await upload([[scan, 'long-scan.pdf']]);
    expect(res.status).toBe(201);
    expect(res.body.files[0]).toMatchObject({ size: scan.byteLength, type: 'application/pdf' });
    const chunks: Uint8Array[] = [];
    for await (const chunk of readUpload(api().database.db, res.body.files[0].id as number)) chunks.push(chunk);
    expect(chunks.map((c) => c.byteLength)).toEqual([UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_BYTES, scan.byteLength - 2 * UPLOAD_CHUNK_BYTES]);
    expect(Buffer.concat(chunks).equals(scan)).toBe(true);
  });

  it('refuses excluded extensions by name', async () => {
    const res = await upload([[PDF, 'script.php'], [PDF, 'page.html'], [PDF, 'run.sh']]);
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      expect.objectContaining({ field: '/fileData/0', rule: 'validation.file.excludedExtension', params: expect.objectContaining({ extension: 'php' }) }),
      expect.objectContaining({ field: '/fileData/1', rule: 'validation.file.excludedExtension' }),
      expect.objectContaining({ field: '/fileData/2', rule: 'validation.file.excludedExtension' }),
    ]);
  });

  it('refuses every excluded extension of spec §5, whatever the content, in any letter case', async () => {
    expect(EXCLUDED_EXTENSIONS).toEqual(['php', 'sh', 'exe', 'asp', 'aspx', 'html', 'py', 'java', 'js', 'ts']);
    for (const extension of EXCLUDED_EXTENSIONS) {
      const res = await upload([[PDF, `record.${extension === 'exe' ? 'EXE' : extension}`]]);
      expect(res.status, extension).toBe(422);
      expect(res.body.violations, extension).toEqual([expect.objectContaining({ field: '/fileData/0', rule: 'validation.file.excludedExtension' })]);
    }
  });

  it('refuses by content: an executable named .pdf and text that is no record', async () => {
    const res = await upload([[EXE, 'harmless.pdf'], [Buffer.from('just text'), 'notes.pdf']]);
    expect(res.body.violations.map((v: { rule: string; params: { type: string } }) => [v.rule, v.params.type])).toEqual([
      ['validation.file.typeNotAllowed', 'exe'],
      ['validation.file.typeNotAllowed', 'pdf'],
    ]);
  });

  it('narrows the types by include and exclude', async () => {
    expect((await upload([[PNG, 'a.png']], 'page=preauthorization&include=pdf')).body.violations[0].rule).toBe('validation.file.typeNotAllowed');
    expect((await upload([[PDF, 'b.pdf']], 'page=preauthorization&exclude=pdf')).body.violations[0].rule).toBe('validation.file.typeNotAllowed');
    expect((await upload([[PDF, 'c.pdf']], 'page=preauthorization&include=pdf,png')).status).toBe(201);
  });

  it('refuses a duplicate name within one upload', async () => {
    const res = await upload([[PDF, 'twice.pdf'], [PDF, 'TWICE.pdf']]);
    expect(res.body.violations).toEqual([expect.objectContaining({ field: '/fileData/1', rule: 'validation.file.duplicate', message: 'You have already uploaded a file called “TWICE.pdf”.' })]);
  });

  it('takes a name uploaded before again, on any page and brand: names are unique per request, not forever (issue 33)', async () => {
    expect((await upload([[PDF, 'report.pdf']])).status).toBe(201);
    const again = await upload([[PDF, 'report.pdf']]);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect((await upload([[PDF, 'REPORT.pdf']], 'page=claim-reporting')).status).toBe(201);
    const ids = [...(await upload([[PDF, 'report.pdf']])).body.files, ...again.body.files].map((f: { id: number }) => f.id);
    expect(new Set(ids).size).toBe(2);
  });

  it('refuses a file that is too big, saying its size and the maximum', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES)]);
    const res = await upload([[big, 'big.pdf']]);
    expect(res.body.violations[0]).toMatchObject({ rule: 'validation.file.tooBig', params: { size: '10.0 MB', max: '10.0 MB' } });
    const huge = await upload([[Buffer.alloc(2 * MAX_FILE_BYTES + 10), 'huge.pdf']]);
    expect(huge.body.violations[0].rule).toBe('validation.file.tooBig');
  });

  it('refuses more than five files and none at all', async () => {
    const six = Array.from({ length: 6 }, (_, i) => [PDF, `many${i}.pdf`] as [Buffer, string]);
    const res = await upload(six);
    expect(res.body.violations[0]).toMatchObject({ field: '/fileData', rule: 'validation.file.tooMany', message: 'You can upload up to 5 files.' });
    expect((await upload([])).body.violations[0]).toMatchObject({ field: '/fileData', rule: 'validation.required' });
  });

  it('is guarded like its page: 401, 403 without the flag, 404 for an unknown page, RX444 without one', async () => {
    expect((await request(api().app).post('/api/uploads?page=preauthorization').attach('fileData', PDF, 'x.pdf')).status).toBe(401);
    expect((await upload([[PDF, 'x.pdf']], 'page=preauthorization', DEMO_ACCOUNTS.multi)).status).toBe(403);
    expect((await upload([[PDF, 'x.pdf']], 'page=nothing-here')).status).toBe(404);
    expect((await upload([[PDF, 'x.pdf']], 'include=pdf')).body.code).toBe('RX444');
  });
});
