import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import {
  defineAbilityFor,
  type Action,
  type AppAbility,
  type Subject,
} from '@erapor/shared/abilities/define-ability';
import type { RoleName } from '@erapor/shared/abilities/roles';
import { AppError } from './errors';
import type { AccessTokens } from '../modules/auth/access-token';

/** What a route needs: nothing (`public`) or one ability of the signed-in user. */
export type RouteAccess = 'public' | { action?: Action; subject: Subject };

export interface Session {
  userId: string;
  sekolahId: string;
  semesterId: string;
  roles: RoleName[];
  ability: AppAbility;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Every API route with the access it declared, for the access and field-label tests. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** The request (and response) schemas the route validates with, as it declared them. */
  schema?: FastifySchema;
}

/** Routes outside the API (the SPA, the OpenAPI document) need no declaration. */
function needsDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export function requireSession(request: FastifyRequest): Session {
  if (!request.session) {
    throw new AppError(401, 'auth.token_missing', 'Silakan masuk terlebih dahulu.');
  }
  return request.session;
}

/**
 * Every API route declares its access; the app refuses to start otherwise. The check runs before
 * the body is read, so an anonymous or forbidden caller learns nothing about the payload rules.
 */
export function registerAccessControl(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('session', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', (route) => {
    if (!needsDeclaration(route.url)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare its access.`);
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      declared.push({ method, url: route.url, access, schema: route.schema });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    if (access === undefined || access === 'public') {
      if (bearer) request.session = await tryVerify(tokens, bearer);
      return;
    }
    if (!bearer) throw new AppError(401, 'auth.token_missing', 'Silakan masuk terlebih dahulu.');
    const claims = await tokens.verify(bearer);
    const ability = defineAbilityFor(claims.roles, claims.semesterId);
    request.session = { ...claims, ability };
    if (!ability.can(access.action ?? 'read', access.subject)) {
      throw new AppError(403, 'auth.forbidden', 'Anda tidak memiliki akses ke fitur ini.');
    }
  });
}

async function tryVerify(tokens: AccessTokens, bearer: string): Promise<Session | null> {
  try {
    const claims = await tokens.verify(bearer);
    return { ...claims, ability: defineAbilityFor(claims.roles, claims.semesterId) };
  } catch {
    return null;
  }
}
