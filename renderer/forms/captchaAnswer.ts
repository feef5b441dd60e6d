/**
 * The captcha of forms with submit.captcha (issue 4): the self-hosted proof-of-work is solved in
 * the browser (schemas/proofOfWork.ts, Web Crypto only). Loaded lazily by the form chunk.
 */
import type { ProofOfWorkAnswer } from '../../schemas/proofOfWork';
import { solveProofOfWork } from '../../schemas/proofOfWork';

export interface ChallengeAnswer {
  provider: string;
  challenge?: string;
  difficulty?: number;
}

/** The `captcha` body field for a challenge answer; undefined when the provider set none. */
export async function solveCaptcha(challenge: ChallengeAnswer, shouldStop: () => boolean = () => false): Promise<ProofOfWorkAnswer | undefined> {
  if (!challenge.challenge || typeof challenge.difficulty !== 'number') return undefined;
  return solveProofOfWork(challenge.challenge, challenge.difficulty, shouldStop);
}
