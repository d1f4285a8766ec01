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

export class AccessTokens {
  private readonly key: Uint8Array;

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
      return {
        userId: payload.sub,
        sekolahId: payload.sid,
        semesterId: payload.sem,
        roles: roles.filter(isRoleName),
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new AppError(401, 'auth.token_expired', 'Sesi telah berakhir. Silakan masuk lagi.');
      }
      throw new AppError(401, 'auth.token_invalid', 'Sesi tidak sah. Silakan masuk lagi.');
    }
  }
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}
