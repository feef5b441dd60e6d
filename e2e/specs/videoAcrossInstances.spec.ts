/**
 * A video consultation whose two sides are connected to different instances (issue 32): two
 * portal processes on one PostgreSQL database (TEST_DATABASE_URL) behind a balancer with no
 * routing rule (tests/server/process/roundRobinProxy.ts: pages in turn, sockets to the instance
 * with the fewest). The patient waits, the doctor admits, and both browsers decode the other's
 * video; a chat message crosses. The signalling meets through the database (server/api/video/roomBus.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { createPgSchema, type PgSchema } from '../../tests/server/process/pgSchema';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../tests/server/process/roundRobinProxy';
import { DoctorPages, expectFramesFlowing, FAKE_MEDIA_LAUNCH, logIn, PatientCallPage, peerConnectionStates, recordPeerConnections } from '../pages/videoPages';
import { brand, hostOf, text } from '../support/brands';
import { startPortalProcess, type LaterServer } from '../support/laterServer';
import { expect, test, waitingForHydration } from '../support/test';
import { DOCTOR, VIDEO_PATIENT, videoAppointmentSoonIn } from '../support/videoAppointment';

const PG_URL = process.env.TEST_DATABASE_URL;
const b = brand('default');

test.use({ launchOptions: FAKE_MEDIA_LAUNCH });

test.describe('two instances behind a balancer', () => {
  test.skip(!PG_URL, 'needs TEST_DATABASE_URL (PostgreSQL)');
  let schema: PgSchema;
  const instances: LaterServer[] = [];
  let balancer: RoundRobinProxy;

  test.beforeAll(async () => {
    // Both processes start on a busy machine; the first seeds the demo data into PostgreSQL.
    test.setTimeout(420_000);
    schema = await createPgSchema(PG_URL!, 'video_instances');
    balancer = await startRoundRobinProxy(() => instances.map((i) => i.port));
    const env = () => ({ DATABASE_URL: schema.url(), JWT_SECRET: 'video-across-instances-key-of-both-instances', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-')), LOCAL_STUN_PORT: '' });
    // One after the other: the first migrates and seeds the demo data, the second finds it there.
    // Each kept as soon as it runs, so afterAll stops it even when the next one fails to start.
    instances.push(await startPortalProcess(env(), 240_000));
    instances.push(await startPortalProcess(env(), 120_000));
  });

  test.afterAll(async () => {
    await balancer?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await schema?.drop();
  });

  async function party(browser: Browser) {
    const context = await browser.newContext({ permissions: ['camera', 'microphone'], viewport: { width: 1280, height: 900 } });
    await recordPeerConnections(context);
    return { context, page: waitingForHydration(await context.newPage()) };
  }

  test('the patient on one instance and the doctor on the other see each other, and chat crosses', async ({ browser }) => {
    test.setTimeout(120_000);
    const db = await schema.client();
    const appointment = await videoAppointmentSoonIn(db).finally(() => db.end());
    const origin = `http://${hostOf(b)}:${balancer.port}`;

    const patient = await party(browser);
    await logIn(patient.page, b, VIDEO_PATIENT, origin);
    const call = new PatientCallPage(patient.page, b, appointment.id, origin);
    await call.openFromAppointments();
    await call.enterWaitingRoom();
    await expect(patient.page.getByTestId('waiting-status')).toHaveText(text(b, 'hu', 'video.room.waiting', { name: appointment.doctorName }));

    const doctor = await party(browser);
    await logIn(doctor.page, b, DOCTOR, origin);
    const day = new DoctorPages(doctor.page, b, origin);
    await day.openDay();
    const row = day.row(appointment.id);
    await expect(row).toHaveAttribute('data-presence', 'waiting', { timeout: 10_000 });
    await row.getByTestId('open-call').click();
    await expect(doctor.page.getByTestId('patient-presence')).toHaveText(text(b, 'hu', 'video.doctor.patientWaiting', { name: VIDEO_PATIENT.name }));

    // The two pages' signalling sockets are open on different instances.
    const sockets = balancer.log.filter((s) => s.upgrade && s.url.includes(`appointment=${appointment.id}`));
    expect(new Set(sockets.map((s) => s.instance)), JSON.stringify(sockets)).toEqual(new Set([0, 1]));

    await doctor.page.getByTestId('admit').click();
    try {
      await expect(call.stage).toHaveAttribute('data-connected', 'true', { timeout: 20_000 });
      await expect(day.stage).toHaveAttribute('data-connected', 'true', { timeout: 20_000 });
    } catch (error) {
      throw new Error(`${(error as Error).message}\npatient: ${await peerConnectionStates(patient.page)}\ndoctor: ${await peerConnectionStates(doctor.page)}`, { cause: error });
    }
    await expectFramesFlowing(patient.page, 'the patient');
    await expectFramesFlowing(doctor.page, 'the doctor');

    await patient.page.getByTestId('chat-input').fill('Jó napot! Két szerveren vagyunk?');
    await patient.page.getByTestId('chat-input').press('Enter');
    await expect(doctor.page.getByTestId('chat-message').last()).toContainText('Jó napot! Két szerveren vagyunk?');
    await patient.context.close();
    await doctor.context.close();
  });
});
