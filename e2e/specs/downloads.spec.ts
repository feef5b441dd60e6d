/**
 * The patient's documents (issue 33), each reached by keyboard from the page that promises it and
 * saved as a PDF in the page's language:
 * - the demo patient's answered second opinion, from its card under My care;
 * - the demo video patient's doctor's note, from the appointment and from the call page;
 * - the paid subscriber's receipt of a card payment, from the transactions list (retail brand).
 */
import { LoginSteps } from '../pages/appointmentsPages';
import { downloadByKeyboard, writeDoctorNote } from '../pages/downloadsPages';
import { urlOf } from '../pages/PortalPage';
import { brand, text } from '../support/brands';
import { expect, test } from '../support/test';
import { VIDEO_PATIENT, videoAppointmentSoon } from '../support/videoAppointment';

const b = brand('default');
const retail = brand('retail');

test('the patient downloads the second opinion\'s answer from My care', async ({ page }) => {
  await new LoginSteps(page, b).login('patient@demo.test', 'Demo-Patient-1');
  await page.goto(urlOf(b, '/care'));
  const card = page.locator('[data-testid="care-item"][data-state="finished"]').filter({ hasText: text(b, 'hu', 'care.serviceNames.second-opinion') });
  // The seeded opinion is the oldest; a parallel care spec may add newer ones for this patient.
  const link = card.getByTestId('care-answer-download').last();
  await expect(link).toHaveText(text(b, 'hu', 'care.answerDocument.download'));
  const saved = await downloadByKeyboard(link);
  expect(saved.name).toMatch(/^masodik-orvosi-velemeny-valasz-\d+\.pdf$/);
  expect(saved.text).toContain('Második orvosi vélemény – válasz');
  expect(saved.text).toContain('A leletek alapján a műtét nem sürgős.');
});

test('the video patient downloads the doctor\'s note from the appointment and from the call page', async ({ page }) => {
  const { id } = videoAppointmentSoon(-90, 'Fáj a torkom.');
  const note = 'Pihenjen két napot, igyon sok folyadékot; ha a láz nem múlik, kérjen új időpontot.';
  writeDoctorNote(id, note);
  await new LoginSteps(page, b).login(VIDEO_PATIENT.email, VIDEO_PATIENT.password);
  await page.goto(urlOf(b, '/services/appointments'));
  const card = page.locator(`[data-testid="appointment"][data-appointment-id="${id}"]`);
  await expect(card.getByTestId('appointment-doctor-note')).toContainText(note);
  const fromCard = await downloadByKeyboard(card.getByTestId('appointment-note-download'));
  expect(fromCard.name).toBe(`orvosi-feljegyzes-a-videokonzultaciorol-${id}.pdf`);
  expect(fromCard.text).toContain(note);
  expect(fromCard.text).toContain(VIDEO_PATIENT.name);

  await page.goto(urlOf(b, `/services/virtual-clinic/call/${id}`));
  await expect(page.getByTestId('doctor-note')).toHaveText(note);
  const fromCall = await downloadByKeyboard(page.getByTestId('call-note-download'));
  expect(fromCall.name).toBe(fromCard.name);
});

test('the paid subscriber downloads the receipt of a card payment', async ({ page }) => {
  await new LoginSteps(page, retail).login('paid@demo.test', 'Demo-Paid-1');
  await page.goto(urlOf(retail, '/med24/subscription/transactions'));
  const rows = page.locator('[data-testid="transactions"] tbody tr[data-status="succeeded"]');
  await expect(rows).toHaveCount(2);
  const saved = await downloadByKeyboard(rows.first().getByTestId('receipt-download'));
  expect(saved.name).toBe('fizetesi-bizonylat-demo-paid-2.pdf');
  for (const words of ['Fizetési bizonylat', `Eladó: ${text(retail, 'hu', 'brand.name')}`, 'Vevő: Fizető Pál', 'ÁFA (27%): 1911 Ft', 'Fizetett összeg (bruttó): 8990 Ft', 'Tranzakcióazonosító: 500000102']) {
    expect(saved.text).toContain(words);
  }
});
