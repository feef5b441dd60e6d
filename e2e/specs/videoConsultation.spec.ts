/**
 * Video consultation (issue 16) between two browsers of one Chromium with fake camera and
 * microphone: the patient (the demo video patient) joins from the appointments list, checks the
 * devices and waits; the doctor (the demo doctor) sees them waiting on the day list and admits
 * them; both receive video (inbound framesDecoded grows, read from getStats), chat messages
 * cross, the doctor ends and saves a note that the patient then reads, on the call page and with
 * the appointment. A second test drops the patient's signalling socket mid-call: the page
 * reconnects, restarts ICE without a new admission, and frames flow again within 10 s; a reload
 * rejoins too. axe finds no serious or critical violation on the waiting room and the call.
 */
import type { Browser, BrowserContext, WebSocketRoute } from '@playwright/test';
import { urlOf } from '../pages/PortalPage';
import { DoctorPages, expectFramesFlowing, FAKE_MEDIA_LAUNCH, localIceUfrag, logIn, PatientCallPage, peerConnectionStates, recordPeerConnections } from '../pages/videoPages';
import { axeFindings } from '../support/axe';
import { brand, text } from '../support/brands';
import { expect, test, waitingForHydration, type Locator, type Page } from '../support/test';
import { DOCTOR, VIDEO_PATIENT, videoAppointmentSoon } from '../support/videoAppointment';

const b = brand('default');

test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

async function party(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 900 } });
  await recordPeerConnections(context);
  return { context, page: waitingForHydration(await context.newPage()) };
}

/** Both in the call: the patient waits from the appointment, the doctor admits from the day list. */
async function intoTheCall(browser: Browser, { id: appointmentId, doctorName }: { id: number; doctorName: string }, onPatientSocket?: (page: WebSocketRoute, server: WebSocketRoute) => void) {
  const patient = await party(browser);
  const doctor = await party(browser);
  if (onPatientSocket) {
    await patient.page.routeWebSocket(/\/api\/video\/signal/, (ws) => {
      onPatientSocket(ws, ws.connectToServer());
    });
  }
  await logIn(patient.page, b, VIDEO_PATIENT);
  const call = new PatientCallPage(patient.page, b, appointmentId);
  await call.openFromAppointments();
  await call.enterWaitingRoom();
  await expect(patient.page.getByTestId('waiting-status')).toHaveText(text(b, 'hu', 'video.room.waiting', { name: doctorName }));

  await logIn(doctor.page, b, DOCTOR);
  // A doctor lands on the day's list, the route table's start page of the role (issue 38), not the patient home.
  await expect(doctor.page).toHaveURL(/\/doctor\/video$/);
  const day = new DoctorPages(doctor.page, b);
  await day.openDay();
  const row = day.row(appointmentId);
  await expect(row).toHaveAttribute('data-presence', 'waiting', { timeout: 10_000 });
  await expect(row).toContainText(VIDEO_PATIENT.name);
  await expect(row).toContainText('Két napja lázas vagyok.');
  await row.getByTestId('open-call').click();
  await expect(doctor.page.getByTestId('patient-presence')).toHaveText(text(b, 'hu', 'video.doctor.patientWaiting', { name: VIDEO_PATIENT.name }));
  await doctor.page.getByTestId('admit').click();

  await connectedOrSaid(call.stage, day.stage, patient.page, doctor.page);
  await expectFramesFlowing(patient.page, 'the patient');
  await expectFramesFlowing(doctor.page, 'the doctor');
  return { patient, doctor, call, day };
}

/** Both call stages connected; if not, the failure says where each page's connections stand. */
async function connectedOrSaid(patientStage: Locator, doctorStage: Locator, patientPage: Page, doctorPage: Page): Promise<void> {
  try {
    await expect(patientStage).toHaveAttribute('data-connected', 'true', { timeout: 20_000 });
    await expect(doctorStage).toHaveAttribute('data-connected', 'true', { timeout: 20_000 });
  } catch (error) {
    throw new Error(`${(error as Error).message}\npatient: ${await peerConnectionStates(patientPage)}\ndoctor: ${await peerConnectionStates(doctorPage)}`, { cause: error });
  }
}

test('the patient waits, the doctor admits, both see each other, chat crosses, and the doctor\'s note reaches the patient', async ({ browser }) => {
  test.setTimeout(180_000);
  const appointment = videoAppointmentSoon(5);
  const id = appointment.id;
  const { patient, doctor, call } = await intoTheCall(browser, appointment);
  // Demo mode hands the browsers the local STUN server (the default brand lists no ICE servers).
  const iceServers = await patient.page.evaluate(() => (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections.at(-1)!.getConfiguration().iceServers);
  expect(iceServers?.[0]?.urls).toEqual([expect.stringMatching(/^stun:127\.0\.0\.1:\d+$/)]);
  expect(await axeFindings(patient.page, 'the patient\'s call', 'main')).toEqual([]);
  expect(await axeFindings(doctor.page, 'the doctor\'s call', 'main')).toEqual([]);

  await patient.page.getByTestId('chat-input').fill('Jó napot, doktornő! Hallja?');
  await patient.page.getByTestId('chat-input').press('Enter');
  await expect(doctor.page.getByTestId('chat-message').last()).toContainText('Jó napot, doktornő! Hallja?');
  await doctor.page.getByTestId('chat-input').fill('Igen, jól hallom. Mióta lázas?');
  await doctor.page.getByRole('button', { name: text(b, 'hu', 'video.chat.send') }).click();
  await expect(patient.page.getByTestId('chat-message').last()).toContainText('Igen, jól hallom. Mióta lázas?');

  // The doctor ends (asked once more), then writes the note.
  await doctor.page.getByTestId('hang-up').click();
  await doctor.page.getByTestId('end-confirm').click();
  await expect(doctor.page.getByTestId('call-over')).toHaveText(text(b, 'hu', 'video.after.ended'));
  await expect(call.page.getByTestId('call-over')).toBeVisible();
  await expect(call.page.getByTestId('note-pending')).toBeVisible();
  const note = 'Pihenjen, igyon sok folyadékot. Ha a láz három napon túl tart, kérjen új időpontot.';
  await doctor.page.getByTestId('note-input').fill(note);
  await doctor.page.getByTestId('save-note').click();
  await expect(doctor.page.getByTestId('note-saved')).toBeVisible();
  await expect(call.page.getByTestId('doctor-note')).toHaveText(note);

  // And with the appointment.
  await patient.page.goto(urlOf(b, '/services/appointments'));
  await expect(patient.page.locator(`[data-appointment-id="${id}"]`).getByTestId('appointment-doctor-note')).toContainText(note);
  await patient.context.close();
  await doctor.context.close();
});

test('a dropped connection comes back without a new admission, and a reload rejoins', async ({ browser }) => {
  test.setTimeout(180_000);
  const appointment = videoAppointmentSoon(5);
  const sockets: { page: WebSocketRoute; server: WebSocketRoute }[] = [];
  const { patient, doctor, call, day } = await intoTheCall(browser, appointment, (page, server) => sockets.push({ page, server }));
  expect(sockets).toHaveLength(1);
  const ufrag = await localIceUfrag(patient.page);

  // The patient's network drops the signalling connection mid-call. From then on everything shares
  // one budget: the page connects again, restarts ICE and video flows both ways. Alone that takes a
  // few seconds; with both cores busy in a full run it took over 10 s, so the budget is 30 s.
  const deadline = Date.now() + 30_000;
  const left = () => Math.max(1, deadline - Date.now());
  await sockets[0]!.server.close();
  await sockets[0]!.page.close({ code: 4000, reason: 'network lost' });
  await expect.poll(() => sockets.length, { timeout: left(), message: 'the page connects again' }).toBe(2);
  await expect.poll(() => localIceUfrag(patient.page), { timeout: left(), message: 'ICE restarted' }).not.toBe(ufrag);
  await expect(call.stage).toHaveAttribute('data-connected', 'true', { timeout: left() });
  await expectFramesFlowing(patient.page, 'the patient after the drop', left());
  await expectFramesFlowing(doctor.page, 'the doctor after the drop', left());
  expect(await doctor.page.getByTestId('admit').count(), 'no new admission').toBe(0);

  // A reload goes straight back into the call.
  await patient.page.reload();
  await connectedOrSaid(call.stage, day.stage, patient.page, doctor.page);
  await expectFramesFlowing(patient.page, 'the patient after a reload');
  await expectFramesFlowing(doctor.page, 'the doctor after the patient\'s reload');
  await patient.context.close();
  await doctor.context.close();
});

test('the check and the waiting room, and the doctor\'s day with the patient waiting: axe finds nothing serious', async ({ browser }) => {
  test.setTimeout(180_000);
  const { id } = videoAppointmentSoon(8);
  const patient = await party(browser);
  await logIn(patient.page, b, VIDEO_PATIENT);
  const call = new PatientCallPage(patient.page, b, id);
  await call.openFromAppointments();
  await expect(patient.page.getByTestId('mic-level')).toBeVisible();
  expect(await axeFindings(patient.page, 'the camera and microphone check', 'main')).toEqual([]);
  await call.enterWaitingRoom();
  expect(await axeFindings(patient.page, 'the waiting room', 'main')).toEqual([]);

  const doctor = await party(browser);
  await logIn(doctor.page, b, DOCTOR);
  const day = new DoctorPages(doctor.page, b);
  await day.openDay();
  await expect(day.row(id)).toHaveAttribute('data-presence', 'waiting', { timeout: 10_000 });
  await expect(day.row(id).getByTestId('day-admit')).toBeVisible();
  expect(await axeFindings(doctor.page, 'the doctor\'s day')).toEqual([]);
  await patient.context.close();
  await doctor.context.close();
});
