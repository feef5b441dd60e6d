/**
 * The access-token signing key: JWT_SECRET when set (required when instances share sessions:
 * every instance must sign with the same key). Without it, a random key is created once and
 * kept in the data folder, so a single demo or development server keeps its sessions across
 * restarts without anyone having to invent a secret.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): { secret: Uint8Array; source: 'env' | 'file' } {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (Buffer.byteLength(fromEnv) < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return { secret: new TextEncoder().encode(fromEnv), source: 'env' };
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    // wx: never overwrite a key another process wrote a moment ago.
    try {
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { secret: new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()), source: 'file' };
}
