/**
 * How good the call's connection is, from the browser's own statistics (RTCPeerConnection.getStats,
 * read every STATS_INTERVAL_MS). Pure functions: a sample is what one report says, the quality
 * compares two samples. The thresholds follow what a conversation with video needs: round-trip
 * time under 300 ms and little loss is good; beyond 800 ms or 10 % loss, or less than 150 kbit/s
 * to send with, video no longer works and the call continues with sound alone.
 */
export const STATS_INTERVAL_MS = 2_000;
/** Consecutive poor samples before the call stops sending video. */
export const POOR_SAMPLES_FOR_AUDIO_ONLY = 3;

export type CallQuality = 'connecting' | 'good' | 'fair' | 'poor';

export interface StatsSample {
  /** Whether a candidate pair carries the call. */
  connected: boolean;
  /** Seconds, of the pair in use. */
  roundTripTime?: number;
  /** Bits per second the browser estimates it can send. */
  availableOutgoingBitrate?: number;
  /** Inbound video and audio packets received and lost so far (cumulative). */
  packetsReceived: number;
  packetsLost: number;
  /** Inbound video frames decoded so far (cumulative). */
  framesDecoded: number;
}

type StatsEntry = Record<string, unknown> & { type: string; id: string };

const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** What one getStats report says (its values, as `report.values()` gives them). */
export function sampleOf(entries: Iterable<StatsEntry>): StatsSample {
  const all = [...entries];
  const transport = all.find((e) => e.type === 'transport' && typeof e.selectedCandidatePairId === 'string');
  const pair = (transport ? all.find((e) => e.id === transport.selectedCandidatePairId) : undefined)
    ?? all.find((e) => e.type === 'candidate-pair' && e.state === 'succeeded' && e.nominated === true);
  const sample: StatsSample = { connected: Boolean(pair && pair.state === 'succeeded'), packetsReceived: 0, packetsLost: 0, framesDecoded: 0 };
  if (pair) {
    sample.roundTripTime = num(pair.currentRoundTripTime);
    sample.availableOutgoingBitrate = num(pair.availableOutgoingBitrate);
  }
  for (const e of all) {
    if (e.type !== 'inbound-rtp') continue;
    sample.packetsReceived += num(e.packetsReceived) ?? 0;
    sample.packetsLost += Math.max(0, num(e.packetsLost) ?? 0);
    if (e.kind === 'video') sample.framesDecoded += num(e.framesDecoded) ?? 0;
  }
  return sample;
}

/** The quality now, from the last two samples (loss counts only over the interval between them). */
export function assessQuality(previous: StatsSample | undefined, current: StatsSample): CallQuality {
  if (!current.connected) return 'connecting';
  const received = current.packetsReceived - (previous?.packetsReceived ?? 0);
  const lost = current.packetsLost - (previous?.packetsLost ?? 0);
  const loss = received + lost > 0 ? lost / (received + lost) : 0;
  const rtt = current.roundTripTime ?? 0;
  const bitrate = current.availableOutgoingBitrate;
  if (rtt > 0.8 || loss > 0.1 || (bitrate !== undefined && bitrate < 150_000)) return 'poor';
  if (rtt > 0.3 || loss > 0.03 || (bitrate !== undefined && bitrate < 500_000)) return 'fair';
  return 'good';
}

/**
 * Whether the call should send sound alone: after POOR_SAMPLES_FOR_AUDIO_ONLY poor samples in a
 * row. `poorRun` is the count so far; the answer carries the next count.
 */
export function audioOnlyStep(poorRun: number, quality: CallQuality): { poorRun: number; audioOnly: boolean } {
  const run = quality === 'poor' ? poorRun + 1 : 0;
  return { poorRun: run, audioOnly: run >= POOR_SAMPLES_FOR_AUDIO_ONLY };
}
