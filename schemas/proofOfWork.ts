/**
 * The self-hosted captcha's puzzle, shared by the server (verify) and the renderer (solve). Pure,
 * no Node APIs: SHA-256 from @noble/hashes, which runs the same in Node and in every browser.
 *
 * The server hands out a signed challenge and a difficulty; the client finds a nonce such that
 * sha256(challenge + ':' + nonce) starts with `difficulty` zero bits. Finding one costs about
 * 2^difficulty hashes, checking it costs one.
 *
 * The solver hashes synchronously from the state after "challenge:" (the challenge fills more
 * than one SHA-256 block, so only the last block is hashed per nonce). Web Crypto answers each
 * digest asynchronously, a task hop per hash: the 65,536 hashes of difficulty 16's mean took about
 * 1.8 s in Chromium on an idle machine against about 0.45 s this way, and a patient's phone or a
 * busy machine multiplies both. A bot hashes natively whichever way the page does, so the puzzle costs it the same.
 */
import { sha256 } from '@noble/hashes/sha2.js';

export interface ProofOfWorkAnswer {
  challenge: string;
  nonce: string;
}

const encoder = new TextEncoder();

/** Number of leading zero bits of a byte string. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export function meetsDifficulty(challenge: string, nonce: string, difficulty: number): boolean {
  return leadingZeroBits(sha256(encoder.encode(`${challenge}:${nonce}`))) >= difficulty;
}

/** Nonces tried between two yields: a few tens of milliseconds on a phone, so a tab stays responsive. */
const BATCH = 2048;

/**
 * Finds a nonce by counting up (the first that meets the difficulty, so the answer is the same
 * as meetsDifficulty tried one by one). Between batches the solver yields to the page and asks
 * `shouldStop` whether a caller gave up (a closed form).
 */
export async function solveProofOfWork(challenge: string, difficulty: number, shouldStop: () => boolean = () => false): Promise<ProofOfWorkAnswer | undefined> {
  const prefix = sha256.create().update(encoder.encode(`${challenge}:`));
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += BATCH) {
    for (let n = start; n < start + BATCH; n += 1) {
      const nonce = n.toString(36);
      if (leadingZeroBits(prefix.clone().update(encoder.encode(nonce)).digest()) >= difficulty) return { challenge, nonce };
    }
    if (shouldStop()) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return undefined;
}
