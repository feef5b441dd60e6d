/**
 * Short-lived access tokens: HS256 JWTs signed with JWT_SECRET (jose). Verification pins the
 * algorithm (no "none", no key confusion) and checks exp, iss and aud; a 15-minute lifetime
 * bounds what a stolen token can do. The signature is all a token carries: whether its session
 * (claim `sid`) was ended is asked per request by requireAuth.
 */
import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export const ISSUER = 'health-portal';
export const AUDIENCE = 'health-portal-api';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHMS = ['HS256'];

export interface AccessClaims {
  userId: number;
  /** The support user acting as this user (impersonation), or null. */
  impersonatorId: number | null;
  /** The session (refresh-token family) the token was issued for; claim `sid`. */
  sessionId?: string;
}

export class AccessTokens {
  /** The secret as a KeyObject, made once. */
  private readonly key: KeyObject;

  constructor(secret: Uint8Array, private readonly clock: () => number = Date.now, private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS) {
    if (secret.byteLength < 32) throw new Error('the JWT secret must be at least 32 bytes');
    this.key = createSecretKey(secret);
  }

  async sign(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock() / 1000);
    const jwt = new SignJWT({ ...(claims.impersonatorId ? { imp: claims.impersonatorId } : {}), ...(claims.sessionId ? { sid: claims.sessionId } : {}) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds);
    return jwt.sign(this.key);
  }

  /** The claims of a valid token; throws for anything else (bad signature, expired, wrong aud/iss/alg). */
  async verify(token: string): Promise<AccessClaims> {
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: ALGORITHMS,
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(this.clock()),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0) throw new Error('malformed subject');
    const { imp, sid } = payload;
    return { userId, impersonatorId: typeof imp === 'number' ? imp : null, ...(typeof sid === 'string' ? { sessionId: sid } : {}) };
  }
}
