// @vitest-environment happy-dom
/**
 * The video consultation's screens against a mocked API, each rendered with only its route's
 * parts inlined (issue 16): before the waiting room opens the patient is told when, by the
 * server's clock; a browser that cannot call, a refused permission and a missing microphone each
 * get their own words and the doctor line to go on by phone; after the call the note shows. The
 * doctor's day says who waits and offers admission only to them; an empty day says so.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DoctorVideoDay, VideoCall } from '../../../generated/config-types';
import { routeParts, textsPartKey } from '../../../renderer/domain/brand/bundleParts';
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal, waitFor, type Rendered } from '../helpers/renderPortal';
import { careApiFake, json, type Call, type Handler } from '../care/careApiFake';

const { default: VideoCallScreen } = await import('../../../renderer/screens/video/VideoCallScreen');
const { default: DoctorDayScreen } = await import('../../../renderer/screens/video/DoctorDayScreen');

const CALL: VideoCall = {
  id: 41, role: 'patient', start: '2026-11-26T10:00:00+01:00', durationMinutes: 20,
  opensAt: '2026-11-26T08:50:00.000Z', closesAt: '2026-11-26T10:20:00.000Z', now: '2026-11-26T08:30:00.000Z', phase: 'early',
  subfunctionName: 'Online general consultation', providerName: 'Clinic', doctorName: 'Dr. Example Eva', patientName: 'Videó Viktor', patientComment: 'Fever',
  admitted: false, ended: false, note: null, noteAt: null, iceServers: [],
};

let rendered: Rendered | undefined;
const saved = { pc: (window as unknown as { RTCPeerConnection?: unknown }).RTCPeerConnection, media: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices') };

beforeEach(() => {
  delete (window as unknown as { RTCPeerConnection?: unknown }).RTCPeerConnection;
});

afterEach(() => {
  rendered?.unmount();
  rendered = undefined;
  (window as unknown as { RTCPeerConnection?: unknown }).RTCPeerConnection = saved.pc;
  if (saved.media) Object.defineProperty(navigator, 'mediaDevices', saved.media);
  else delete (navigator as unknown as { mediaDevices?: unknown }).mediaDevices;
});

/** A browser that can call, whose getUserMedia fails with `errorName` (or never answers). */
function browserThatCalls(errorName?: string): void {
  (window as unknown as { RTCPeerConnection: unknown }).RTCPeerConnection = class {};
  const getUserMedia = () => (errorName ? Promise.reject(Object.assign(new Error(errorName), { name: errorName })) : new Promise(() => undefined));
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia, enumerateDevices: async () => [] } });
}

async function open(path: string, url: string, Screen: typeof VideoCallScreen, handlers: Record<string, Handler>, locale: 'hu' | 'en' = 'en') {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const route = { path, meta: bundle.routes[path]! };
  const inlined = routeParts(route.meta, locale, bundle.services);
  rendered = await renderPortal({ bundle, url, path, element: <Screen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls), locale, inlined });
  return { container: rendered.container, calls };
}

const callAnswer = (call: Partial<VideoCall>) => ({ 'GET /api/video/appointments/41': () => json({ ...CALL, ...call }) });
const testId = (container: HTMLElement, id: string) => container.querySelector(`[data-testid="${id}"]`);

describe('the patient\'s video consultation', () => {
  it('travels with the video texts alone, as the doctor\'s screens do', () => {
    const bundle = baseBundle();
    for (const path of ['/services/virtual-clinic/call/:id', '/doctor/video', '/doctor/video/:id']) {
      expect(routeParts(bundle.routes[path]!, 'ro', bundle.services), path).toEqual([textsPartKey('video', 'ro')]);
    }
  });

  it('before the waiting room opens, says when (Budapest time), and lets the devices be checked but not the room entered', async () => {
    browserThatCalls();
    const { container } = await open('/services/virtual-clinic/call/:id', '/services/virtual-clinic/call/41', VideoCallScreen, callAnswer({}), 'hu');
    await waitFor(() => testId(container, 'room-opens'), 20_000);
    expect(container.querySelector('h1')?.textContent).toBe('Videókonzultáció');
    expect(testId(container, 'room-opens')?.textContent).toContain('A váróterem 09:50-kor nyílik');
    expect(testId(container, 'device-check')).not.toBeNull();
    expect((testId(container, 'enter-room') as HTMLButtonElement).disabled).toBe(true);
    expect(testId(container, 'call-facts')?.textContent).toContain('Dr. Example Eva');
    // The patient's own comment is not repeated to them as "the patient wrote".
    expect(testId(container, 'call-facts')?.textContent).not.toContain('Fever');
  });

  it.each([
    ['unsupported', undefined, 'This browser cannot make video calls'],
    ['denied', 'NotAllowedError', 'The camera and microphone are blocked'],
    ['noDevice', 'NotFoundError', 'No microphone was found'],
    ['busy', 'NotReadableError', 'Another program is using your camera or microphone'],
  ])('%s: its own message, and the doctor line to go on by phone', async (problem, errorName, title) => {
    if (problem !== 'unsupported') browserThatCalls(errorName);
    const { container } = await open('/services/virtual-clinic/call/:id', '/services/virtual-clinic/call/41', VideoCallScreen, callAnswer({ phase: 'open' }));
    await waitFor(() => testId(container, 'media-problem'), 20_000);
    const panel = testId(container, 'media-problem')!;
    expect(panel.getAttribute('data-problem')).toBe(problem);
    expect(panel.querySelector('h2')?.textContent).toBe(title);
    expect(panel.getAttribute('role')).toBe('alert');
    const phone = panel.querySelector('[data-testid="video-phone"] a');
    expect(phone?.getAttribute('href')).toMatch(/^tel:\+36/);
    // Nothing to try again in a browser that cannot call; a permission or a device can change.
    expect(Boolean(panel.querySelector('button'))).toBe(problem !== 'unsupported');
    expect((testId(container, 'enter-room') as HTMLButtonElement).disabled).toBe(true);
  });

  it('after the doctor ended it, shows the note', async () => {
    const { container } = await open('/services/virtual-clinic/call/:id', '/services/virtual-clinic/call/41', VideoCallScreen, callAnswer({ phase: 'closed', ended: true, note: 'Drink plenty of water.' }));
    await waitFor(() => testId(container, 'doctor-note'), 20_000);
    expect(testId(container, 'call-over')?.querySelector('h2')?.textContent).toBe('The consultation has ended.');
    expect(testId(container, 'doctor-note')?.textContent).toBe('Drink plenty of water.');
  });

  it('says when the consultation is not the patient\'s, with a retry', async () => {
    const { container } = await open('/services/virtual-clinic/call/:id', '/services/virtual-clinic/call/41', VideoCallScreen, { 'GET /api/video/appointments/41': () => json({ code: '#404', message: 'Not found' }, 404) });
    await waitFor(() => testId(container, 'call-load-error'), 20_000);
    expect(testId(container, 'call-load-error')?.textContent).toContain('The video consultation could not be loaded.');
  });
});

describe('the doctor\'s day', () => {
  const DAY: DoctorVideoDay = {
    date: '2026-11-26', now: '2026-11-26T08:55:00.000Z',
    appointments: [
      { id: 41, start: '2026-11-26T10:00:00+01:00', durationMinutes: 20, subfunctionName: 'Online general consultation', patientName: 'Videó Viktor', patientComment: 'Fever', phase: 'open', waiting: true, admitted: false, ended: false, hasNote: false },
      { id: 42, start: '2026-11-26T10:30:00+01:00', durationMinutes: 20, subfunctionName: 'Online general consultation', patientName: 'Minta Péter', patientComment: null, phase: 'open', waiting: false, admitted: false, ended: false, hasNote: false },
      { id: 40, start: '2026-11-26T09:00:00+01:00', durationMinutes: 20, subfunctionName: 'Online general consultation', patientName: 'Több Mária', patientComment: null, phase: 'closed', waiting: false, admitted: true, ended: true, hasNote: true },
    ],
  };

  it('says who waits, offers admission only to them, and leads into each call', async () => {
    const { container, calls } = await open('/doctor/video', '/doctor/video', DoctorDayScreen, {
      'GET /api/video/doctor/appointments': () => json(DAY),
      'POST /api/video/appointments/41/admit': () => json({ ...CALL, role: 'doctor', admitted: true, phase: 'open' }),
    });
    await waitFor(() => testId(container, 'doctor-day'), 20_000);
    const rows = [...container.querySelectorAll('[data-testid="doctor-appointment"]')];
    expect(rows.map((r) => [r.getAttribute('data-appointment-id'), r.getAttribute('data-presence'), r.querySelector('[data-testid="presence"]')?.textContent])).toEqual([
      ['41', 'waiting', 'Waiting'], ['42', 'notHere', 'Not arrived'], ['40', 'ended', 'Ended'],
    ]);
    expect(rows.map((r) => Boolean(r.querySelector('[data-testid="day-admit"]')))).toEqual([true, false, false]);
    expect(rows[0]!.textContent).toContain('Fever');
    expect(rows.map((r) => r.querySelector('[data-testid="open-call"]')?.getAttribute('href'))).toEqual(['/doctor/video/41', '/doctor/video/42', '/doctor/video/40']);
    (rows[0]!.querySelector('[data-testid="day-admit"]') as HTMLButtonElement).click();
    await waitFor(() => calls.find((c) => c.method === 'POST'));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/video/appointments/41/admit');
  });

  it('says when a day has none', async () => {
    const { container } = await open('/doctor/video', '/doctor/video?date=2026-11-28', DoctorDayScreen, {
      'GET /api/video/doctor/appointments': (call) => json({ date: new URLSearchParams(call.search).get('date'), now: '2026-11-26T08:55:00.000Z', appointments: [] }),
    });
    await waitFor(() => testId(container, 'day-empty'), 20_000);
    expect(testId(container, 'day-empty')?.textContent).toBe('No video consultations on 28/11/2026.');
  });
});
