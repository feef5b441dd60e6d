/**
 * Issue 33, what a patient types and picks, on the default brand in Hungarian:
 * - registration: a common password and the address's local part are refused beside the password
 *   field before anything is sent; a phone number written 06 30 … is taken, and the account made;
 * - a second password-recovery link replaces the first: the first link's page says so;
 * - a claim: a care date tomorrow is refused beside the field before anything is sent; a document
 *   picked again after it was refused takes its row's place; a name already on the list is refused
 *   once however often it is picked; the same name is taken again for the next claim.
 */
import { fieldNameForms } from '../../renderer/domain/format/withArticle';
import { LoginSteps, PATIENT } from '../pages/appointmentsPages';
import { budapestDay, ClaimSteps, PasswordRecoverySteps, RegistrationSteps } from '../pages/patientInputsPages';
import { brand, text } from '../support/brands';
import { expect, test, type Page } from '../support/test';

const b = brand('default');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** The Hungarian message of a validation rule about the field titled `fieldKey`. */
const message = (rule: string, fieldKey?: string) => text(b, 'hu', `validation.${rule}`, fieldKey ? { ...fieldNameForms(text(b, 'hu', fieldKey), 'hu') } : {});

/** Counts the POSTs to `path` the page sends. */
function posts(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

test('registration refuses a guessable password in the form, takes a 06 phone number, and a newer recovery link replaces the older', async ({ page, request }) => {
  // Three proof-of-work checks solved in the browser (registration and two recovery requests).
  test.setTimeout(180_000);
  const registration = new RegistrationSteps(page, b);
  const sent = posts(page, '/api/registration');
  const email = `beteg.${unique()}@demo.test`;
  await registration.open();
  await registration.fill({ email, password: 'password', phone: '06 30 123 4567' });
  await registration.submit();
  await expect(registration.errorsOf('password')).toContainText(message('newPassword'));
  await expect(registration.errorsOf('phone')).not.toContainText(message('phone', 'fields.phone'));
  const local = email.split('@')[0]!;
  await registration.setPassword(local);
  await registration.submit();
  await expect(registration.errorsOf('password')).toContainText(message('passwordLikeEmail'));
  expect(sent.count).toBe(0);

  await registration.setPassword('Kék-ló-a-réten-7');
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/registration');
  await registration.submit();
  expect((await answered).status()).toBe(201);
  await expect(registration.success).toBeVisible({ timeout: 60_000 });

  const recovery = new PasswordRecoverySteps(page, b);
  await recovery.askFor(email);
  await expect.poll(async () => (await recovery.links(request, email)).length).toBe(1);
  await recovery.askFor(email);
  await expect.poll(async () => (await recovery.links(request, email)).length).toBe(2);
  const [, older] = await recovery.links(request, email);
  await page.goto(older!);
  await expect(recovery.linkProblem).toHaveAttribute('data-state', 'replaced');
  await expect(recovery.linkProblem).toHaveText(text(b, 'hu', 'ui.tokenLink.state.replaced'));
});

test('a claim refuses a care date in the future, keeps one row a document name, and takes the name again for the next claim', async ({ page }) => {
  test.setTimeout(90_000);
  await new LoginSteps(page, b).login(PATIENT.email, PATIENT.password);
  const claim = new ClaimSteps(page, b);
  const sent = posts(page, '/api/care-items');
  await claim.open();
  const name = `zarojelentes-${unique()}.pdf`;

  // Refused for its content, then picked again as a real PDF: the one row is now stored.
  await claim.pick(name, Buffer.from('not a record'));
  await expect(claim.rows).toHaveCount(1);
  await expect(claim.rows.first()).toHaveAttribute('data-status', 'refused');
  await claim.pick(name, PDF);
  await expect(claim.rows.first()).toHaveAttribute('data-status', 'stored');
  await expect(claim.rows).toHaveCount(1);

  // The same name again is refused in the server's words, once however often it is picked.
  const duplicate = text(b, 'hu', 'validation.file.duplicate', { name: name.toUpperCase() });
  await claim.pick(name.toUpperCase(), PDF);
  await expect(claim.rows).toHaveCount(2);
  await expect(claim.rows.nth(1)).toHaveAttribute('data-status', 'refused');
  await expect(claim.rows.nth(1)).toContainText(duplicate);
  await claim.pick(name.toUpperCase(), PDF);
  await expect(claim.rows).toHaveCount(2);

  await claim.fill(budapestDay(1));
  await claim.submit();
  await expect(claim.errorsOf('careDate')).toContainText(message('dateTodayOrEarlier', 'fields.careDate'));
  expect(sent.count).toBe(0);
  await claim.field('careDate').fill(budapestDay(0));
  expect(await claim.send()).toBe(201);

  // The next claim takes the same name.
  await expect(claim.rows).toHaveCount(0);
  await claim.pick(name, PDF);
  await expect(claim.rows.first()).toHaveAttribute('data-status', 'stored');
});
