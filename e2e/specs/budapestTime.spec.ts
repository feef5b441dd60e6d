/**
 * Issue 33, item 2: a browser in New York sees every time and date of a video consultation as
 * Budapest has it, where the appointment takes place: the doctor's day list (its times and the
 * day field, in the portal's date format rather than the browser's), the patient's appointment
 * and the call page. The expected texts come from Intl with Budapest's zone, not from the
 * portal's own formatting module, and differ from New York's.
 */
import { DoctorPages, logIn } from '../pages/videoPages';
import { urlOf } from '../pages/PortalPage';
import { brand } from '../support/brands';
import { expect, test, type Locator } from '../support/test';
import { DOCTOR, VIDEO_PATIENT, videoAppointmentSoon } from '../support/videoAppointment';

const b = brand('default');
const NEW_YORK = 'America/New_York';

test.use({ timezoneId: NEW_YORK, viewport: { width: 1280, height: 900 } });

/** An instant's day and time as Hungarian shows them (2026.11.27 and 09:30) in a zone. */
function wallClock(iso: string, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}.${parts.month}.${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The `<time>`'s instant, and that its text is Budapest's wall clock, never New York's. */
async function expectBudapest(time: Locator, shown: (clock: { date: string; time: string }) => string): Promise<void> {
  const instant = (await time.getAttribute('datetime'))!;
  expect(shown(wallClock(instant, 'Europe/Budapest'))).not.toBe(shown(wallClock(instant, NEW_YORK)));
  await expect(time).toHaveText(shown(wallClock(instant, 'Europe/Budapest')));
}

test('in New York, the doctor\'s day, the patient\'s appointment and the call page show Budapest time', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // Twenty minutes ahead: the waiting room (open ten minutes before) is not open yet, so the
  // appointment also says when it opens.
  const { id } = videoAppointmentSoon(20);
  const budapestDay = wallClock(new Date(Date.now() + 20 * 60_000).toISOString(), 'Europe/Budapest').date;

  await test.step('the doctor\'s day', async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(NEW_YORK);
    await logIn(page, b, DOCTOR);
    const day = new DoctorPages(page, b);
    await page.goto(urlOf(b, `/doctor/video?date=${budapestDay.replace(/\./g, '-')}`));
    await expect(day.row(id)).toBeVisible();
    await expectBudapest(day.row(id).locator('.video-day__when time'), (c) => c.time);
    // The day field in the portal's Hungarian format, not the browser's.
    await expect(page.locator('input[name="date"]')).toHaveValue(budapestDay);
  });

  await test.step('the patient\'s appointment and call page', async () => {
    const context = await browser.newContext({ timezoneId: NEW_YORK, viewport: { width: 1280, height: 900 } });
    const patient = await context.newPage();
    await logIn(patient, b, VIDEO_PATIENT);
    await patient.goto(urlOf(b, '/services/appointments'));
    const card = patient.locator(`[data-testid="appointment"][data-appointment-id="${id}"]`);
    const start = card.locator('.appointment-card__when time');
    await expectBudapest(start, (c) => `${c.date} ${c.time}`);
    // The waiting room opens ten minutes before, said in Budapest time too.
    const opens = wallClock(new Date(Date.parse((await start.getAttribute('datetime'))!) - 10 * 60_000).toISOString(), 'Europe/Budapest');
    await expect(card.getByTestId('video-join')).toContainText(`${opens.date} ${opens.time}`);
    await patient.goto(urlOf(b, `/services/virtual-clinic/call/${id}`));
    await expectBudapest(patient.getByTestId('call-facts').locator('time'), (c) => `${c.date} ${c.time}`);
    await expect(patient.locator('main')).toContainText(opens.time);
    await context.close();
  });
});
