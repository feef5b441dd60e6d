/** The outbox page and its JSON; mail texts per locale; links on the brand's own host. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { captcha, outbox, useApi } from '../api/apiHarness';
import { testApp } from '../testApp';

const api = useApi();
const recover = async (host: string, locale: string, email = DEMO_ACCOUNTS.patient.email, extraHost?: string) =>
  request(api().app).post('/api/password-recovery').set('Host', extraHost ?? host).set('X-Locale', locale).send({ email, captcha: await captcha(api().app, extraHost ?? host) });

describe('the outbox', () => {
  it('lists mail newest first as JSON, with the token links on the brand host', async () => {
    // A mail to an account is in the account's language (issue 33), whatever the page's.
    const accountIn = (locale: string) => api().database.db.updateTable('users').set({ locale }).where('email', '=', DEMO_ACCOUNTS.patient.email).execute();
    await accountIn('en');
    await recover('localhost:8080', 'hu');
    await accountIn('ro');
    await recover('telekom-health.localhost', 'en');
    await accountIn('hu');
    const mails = await outbox(api().app);
    expect(mails[0]).toMatchObject({ subject: 'Setați o parolă nouă', links: [expect.stringMatching(/^http:\/\/telekom-health\.localhost\/password-recovery\//)] });
    expect(mails[1]).toMatchObject({ subject: 'Set a new password', links: [expect.stringMatching(/^http:\/\/localhost:8080\/password-recovery\//)] });
    expect(mails[1]!.text).toContain('Dear Péter,');
  });

  it('writes Hungarian mail for the Hungarian locale', async () => {
    await recover('localhost', 'hu');
    expect((await outbox(api().app))[0]).toMatchObject({ subject: 'Új jelszó beállítása', text: expect.stringContaining('Kedves Péter!') });
  });

  it('never puts a forged host into a link', async () => {
    await recover('localhost', 'en', DEMO_ACCOUNTS.patient.email, 'evil.example');
    const [mail] = await outbox(api().app);
    expect(mail!.links[0]).not.toContain('evil.example');
    expect(mail!.links[0]).toMatch(/^http:\/\/default\.localhost\//);
  });

  it('renders an HTML page: lang, h1, a table, anchors for the links, no script, everything escaped', async () => {
    await request(api().app).post('/api/registration').set('X-Locale', 'en').send({
      lastName: '<b>Bold</b>', firstName: '<script>alert(1)</script>', email: 'xss@demo.test', password: 'Secret-Pass-1', passwordConfirmation: 'Secret-Pass-1',
      birthDate: '1990-01-01', phone: '+36301234567', acceptTerms: true, acceptPrivacy: true, captcha: await captcha(api().app),
    });
    const res = await request(api().app).get('/dev/outbox');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(res.text).toContain('<h1>Outbox</h1>');
    expect(res.text).toContain('<table>');
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).toMatch(/<a href="http:\/\/[^"]+\/verify-registration\/[\w-]+\?locale=en">/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('is not there when mail goes to SMTP', async () => {
    const smtp = testApp('test', { db: api().database.db, smtpUrl: 'smtp://127.0.0.1:1' });
    expect((await request(smtp).get('/dev/outbox.json')).status).toBe(404);
  });
});
