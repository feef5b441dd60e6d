/**
 * Page objects of the video consultation e2e (issue 16): the patient's call page from the
 * appointments list, the doctor's day list and call page, and what the browsers' own WebRTC
 * statistics say (inbound video frames decoded), read from the page's RTCPeerConnections.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { LoginPage, originOf } from './accountsPages';
import { hostOf } from '../support/brands';
import type { EffectiveBrand } from '../../server/config/loadBrands';
import { untilHydrated } from '../support/test';

/** Chromium with a fake camera and microphone, granted without asking: the video specs' browser. */
export const FAKE_MEDIA_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
    '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

/** Keeps every RTCPeerConnection the page makes in window.__peerConnections, for getStats. */
export async function recordPeerConnections(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections = made;
    window.RTCPeerConnection = class extends Native {
      constructor(config?: RTCConfiguration) {
        super(config);
        made.push(this);
      }
    } as typeof RTCPeerConnection;
  });
}

/** Inbound video frames decoded so far on the page's open connection (0 without one). */
export function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const all = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const open = all.filter((pc) => pc.connectionState !== 'closed').at(-1);
    if (!open) return 0;
    let frames = 0;
    (await open.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
      if (s.type === 'inbound-rtp' && s.kind === 'video') frames += s.framesDecoded ?? 0;
    });
    return frames;
  });
}

/** Each RTCPeerConnection of the page with its connection, signalling and ICE states, for a failure's message. */
export function peerConnectionStates(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify(((window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [])
    .map((pc) => [pc.connectionState, pc.signalingState, pc.iceConnectionState, pc.iceGatheringState, pc.getSenders().filter((s) => s.track).length, pc.getReceivers().length])))
    .catch((error: unknown) => `unreadable: ${String(error)}`);
}

/** The ICE username fragment this page's open connection now uses (a restart changes it). */
export function localIceUfrag(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const all = (window as unknown as { __peerConnections?: RTCPeerConnection[] }).__peerConnections ?? [];
    const sdp = all.filter((pc) => pc.connectionState !== 'closed').at(-1)?.localDescription?.sdp ?? '';
    return /a=ice-ufrag:(\S+)/.exec(sdp)?.[1] ?? null;
  });
}

/** Waits until inbound video frames grow on the page by at least `by` within `timeout`. */
export async function expectFramesFlowing(page: Page, who: string, timeout = 10_000, by = 10): Promise<void> {
  const before = await framesDecoded(page);
  await expect.poll(() => framesDecoded(page), { message: `${who} receives video`, timeout, intervals: [250] }).toBeGreaterThan(before + by);
}

/** The brand's address on the e2e server; a test of several instances passes its balancer's. */
const brandOrigin = (b: EffectiveBrand): string => originOf(hostOf(b));

export async function logIn(page: Page, b: EffectiveBrand, account: { email: string; password: string }, origin = brandOrigin(b)): Promise<void> {
  const login = new LoginPage(page, origin);
  await login.open();
  await untilHydrated(page);
  await login.login(account.email, account.password);
  await expect(page.getByTestId('user-name')).toBeVisible({ timeout: 15_000 });
}

export class PatientCallPage {
  constructor(readonly page: Page, readonly b: EffectiveBrand, readonly appointmentId: number, readonly origin = brandOrigin(b)) {}

  /** From the appointments list, as a patient finds it. */
  async openFromAppointments(): Promise<void> {
    await this.page.goto(`${this.origin}/services/appointments`);
    const card = this.page.locator(`[data-testid="appointment"][data-appointment-id="${this.appointmentId}"]`);
    await card.getByTestId('join-video').click();
    await expect(this.page).toHaveURL(new RegExp(`/services/virtual-clinic/call/${this.appointmentId}$`));
  }

  async enterWaitingRoom(): Promise<void> {
    const enter = this.page.getByTestId('enter-room');
    await expect(enter).toBeEnabled({ timeout: 15_000 });
    await enter.click();
    await expect(this.page.getByTestId('waiting-room')).toBeVisible();
  }

  get stage() {
    return this.page.getByTestId('call-stage');
  }
}

export class DoctorPages {
  constructor(readonly page: Page, readonly b: EffectiveBrand, readonly origin = brandOrigin(b)) {}

  row(appointmentId: number) {
    return this.page.locator(`[data-testid="doctor-appointment"][data-appointment-id="${appointmentId}"]`);
  }

  async openDay(): Promise<void> {
    await this.page.goto(`${this.origin}/doctor/video`);
    await expect(this.page.getByTestId('doctor-day')).toBeVisible();
  }

  get stage() {
    return this.page.getByTestId('call-stage');
  }
}
