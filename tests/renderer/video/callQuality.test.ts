/** The call's quality from getStats reports, and when it falls back to sound alone (issue 16). */
import { describe, expect, it } from 'vitest';
import { assessQuality, audioOnlyStep, POOR_SAMPLES_FOR_AUDIO_ONLY, sampleOf, type StatsSample } from '../../../renderer/video/callQuality';
import { callPhase, callWindow, WAITING_ROOM_OPENS_MINUTES } from '../../../renderer/domain/video/callWindow';

/** A report as Chromium gives it: the transport names the selected pair; inbound audio and video. */
function report({ rtt = 0.05, bitrate = 2_000_000, received = 1000, lost = 0, frames = 300, state = 'succeeded' } = {}) {
  return [
    { type: 'transport', id: 'T1', selectedCandidatePairId: 'CP1' },
    { type: 'candidate-pair', id: 'CP0', state: 'failed', nominated: false, currentRoundTripTime: 3 },
    { type: 'candidate-pair', id: 'CP1', state, nominated: true, currentRoundTripTime: rtt, availableOutgoingBitrate: bitrate },
    { type: 'inbound-rtp', id: 'IV', kind: 'video', packetsReceived: received, packetsLost: lost, framesDecoded: frames },
    { type: 'inbound-rtp', id: 'IA', kind: 'audio', packetsReceived: received, packetsLost: 0 },
    { type: 'outbound-rtp', id: 'OV', kind: 'video', packetsSent: 5000 },
  ];
}

describe('a stats sample', () => {
  it('reads the selected pair, not another one, and sums what came in', () => {
    expect(sampleOf(report())).toEqual({ connected: true, roundTripTime: 0.05, availableOutgoingBitrate: 2_000_000, packetsReceived: 2000, packetsLost: 0, framesDecoded: 300 });
  });

  it('is not connected while no pair has succeeded', () => {
    expect(sampleOf(report({ state: 'in-progress' })).connected).toBe(false);
    expect(sampleOf([]).connected).toBe(false);
  });
});

describe('the quality', () => {
  const at = (options: Parameters<typeof report>[0]): StatsSample => sampleOf(report(options));

  it('is good on a quick, clean, wide connection', () => {
    expect(assessQuality(at({}), at({ received: 1500 }))).toBe('good');
  });

  it('is fair with a slow round trip, some loss or a narrow way out', () => {
    expect(assessQuality(undefined, at({ rtt: 0.4 }))).toBe('fair');
    expect(assessQuality(undefined, at({ bitrate: 300_000 }))).toBe('fair');
    // Since the last sample 900 video and 900 audio packets came and 100 were lost: 5 %.
    expect(assessQuality(at({ received: 1000, lost: 0 }), at({ received: 1900, lost: 100 }))).toBe('fair');
  });

  it('is poor beyond 800 ms, 10 % loss or under 150 kbit/s; loss counts only since the last sample', () => {
    expect(assessQuality(undefined, at({ rtt: 0.9 }))).toBe('poor');
    expect(assessQuality(undefined, at({ bitrate: 100_000 }))).toBe('poor');
    expect(assessQuality(at({ received: 1000, lost: 0 }), at({ received: 1800, lost: 200 }))).toBe('poor');
    // The same 200 lost long ago, none since: good again.
    expect(assessQuality(at({ received: 1800, lost: 200 }), at({ received: 2800, lost: 200 }))).toBe('good');
  });

  it('is connecting without a pair', () => {
    expect(assessQuality(undefined, at({ state: 'in-progress' }))).toBe('connecting');
  });
});

describe('the fallback to sound alone', () => {
  it(`comes after ${POOR_SAMPLES_FOR_AUDIO_ONLY} poor samples in a row, and a good one starts the count again`, () => {
    let run = 0;
    const steps = (['poor', 'poor', 'good', 'poor', 'poor', 'poor'] as const).map((q) => {
      const step = audioOnlyStep(run, q);
      run = step.poorRun;
      return step.audioOnly;
    });
    expect(steps).toEqual([false, false, false, false, false, true]);
  });
});

describe('the call window', () => {
  const start = Date.UTC(2026, 10, 26, 9, 0);
  it('opens for the patient 10 minutes before, for the doctor 30, and closes an hour after the slot', () => {
    const patient = callWindow('patient', start, 20);
    expect(new Date(patient.opensAt).toISOString()).toBe('2026-11-26T08:50:00.000Z');
    expect(new Date(patient.closesAt).toISOString()).toBe('2026-11-26T10:20:00.000Z');
    expect(new Date(callWindow('doctor', start, 20).opensAt).toISOString()).toBe('2026-11-26T08:30:00.000Z');
    expect(callPhase(patient, start - (WAITING_ROOM_OPENS_MINUTES + 1) * 60_000, false)).toBe('early');
    expect(callPhase(patient, start - WAITING_ROOM_OPENS_MINUTES * 60_000, false)).toBe('open');
    expect(callPhase(patient, start, true)).toBe('closed');
    expect(callPhase(patient, patient.closesAt, false)).toBe('closed');
  });
});
