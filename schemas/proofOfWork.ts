/**
 * The self-hosted captcha's puzzle, shared by the server (verify) and the renderer (solve). Pure
 * and Web Crypto only (crypto.subtle exists in Node 20 and in browsers), no Node APIs.
 *
 * The server hands out a signed challenge and a difficulty; the client finds a nonce such that
 * sha256(challenge + ':' + nonce) starts with `difficulty` zero bits. Finding one costs about
 * 2^difficulty hashes, checking it costs one.
 */

export interface ProofOfWorkAnswer {
  challenge: string;
  nonce: string;
}

async function digest(text: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

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

export async function meetsDifficulty(challenge: string, nonce: string, difficulty: number): Promise<boolean> {
  return leadingZeroBits(await digest(`${challenge}:${nonce}`)) >= difficulty;
}

/** Nonces hashed together: Web Crypto answers each digest asynchronously, so awaiting one at a time costs a task hop per hash. */
const BATCH = 256;

/**
 * Finds a nonce by counting up, BATCH hashes at a time (the first that meets the difficulty wins,
 * so the answer is the same as counting one by one). `shouldStop` lets a caller give up (a closed
 * form); it is asked after every batch, which is also where the solver yields so a browser tab
 * stays responsive.
 */
export async function solveProofOfWork(challenge: string, difficulty: number, shouldStop: () => boolean = () => false): Promise<ProofOfWorkAnswer | undefined> {
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => (start + i).toString(36));
    const met = await Promise.all(nonces.map((nonce) => meetsDifficulty(challenge, nonce, difficulty)));
    const found = met.indexOf(true);
    if (found >= 0) return { challenge, nonce: nonces[found]! };
    if (shouldStop()) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return undefined;
}
