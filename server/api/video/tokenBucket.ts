/**
 * A token bucket: `burst` actions at once, one more for every `refillMs`. Each video connection
 * keeps its own (they are that connection's allowance, gone with it).
 */
export class TokenBucket {
  private tokens: number;
  private refilled: number;

  constructor(private readonly burst: number, private readonly refillMs: number, private readonly now: () => number = Date.now) {
    this.tokens = burst;
    this.refilled = now();
  }

  /** Takes one token; false when none is left. */
  take(): boolean {
    const earned = Math.floor((this.now() - this.refilled) / this.refillMs);
    if (earned > 0) {
      this.tokens = Math.min(this.burst, this.tokens + earned);
      this.refilled += earned * this.refillMs;
    }
    if (this.tokens <= 0) return false;
    this.tokens -= 1;
    return true;
  }
}
