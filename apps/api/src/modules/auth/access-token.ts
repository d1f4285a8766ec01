import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { isRoleName, type RoleName } from '@erapor/shared/abilities/roles';
import { AppError } from '../../plugins/errors';

export interface AccessClaims {
  userId: string;
  sekolahId: string;
  semesterId: string;
  roles: RoleName[];
}

const ISSUER = 'erapor-smk';
/** How many verified tokens are remembered (a school's signed-in users, several times over). */
const REMEMBERED_MAX = 5000;

const expiredError = () =>
  new AppError(401, 'auth.token_expired', 'Sesi telah berakhir. Silakan masuk lagi.');

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature has been checked, with their claims, until they expire. A browser
   * sends the same token with every request for its 15 minutes, and checking the HMAC through
   * WebCrypto was a tenth of the server's CPU at a grading deadline. Access tokens cannot be
   * revoked before they expire, so remembering one changes no answer.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sekolahId, sem: claims.semesterId, roles: claims.roles })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + this.ttlSeconds)
      .sign(this.key);
  }

  /** Reads a Bearer token; throws a 401 that says whether it expired or is not ours. */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      // expired as jose decides it: exp at or before the current second
      if (known.exp > Math.floor(Date.now() / 1000)) return known.claims;
      this.verified.delete(token);
      throw expiredError();
    }
    return this.check(token);
  }

  private async check(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const roles = Array.isArray(payload.roles) ? payload.roles.filter(isString) : [];
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.sid !== 'string' ||
        typeof payload.sem !== 'string'
      ) {
        throw new AppError(401, 'auth.token_invalid', 'Sesi tidak sah. Silakan masuk lagi.');
      }
      const claims: AccessClaims = {
        userId: payload.sub,
        sekolahId: payload.sid,
        semesterId: payload.sem,
        roles: roles.filter(isRoleName),
      };
      if (typeof payload.exp === 'number') this.remember(token, claims, payload.exp);
      return claims;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw expiredError();
      throw new AppError(401, 'auth.token_invalid', 'Sesi tidak sah. Silakan masuk lagi.');
    }
  }

  private remember(token: string, claims: AccessClaims, exp: number) {
    if (this.verified.size >= REMEMBERED_MAX) {
      // the oldest first (a Map keeps insertion order)
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
    this.verified.set(token, { claims, exp });
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
