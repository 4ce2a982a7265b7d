import { defaultMask, MASK_HEADER, type Mask, parseMaskHeader, userHoldsMask } from '@adcast/domain/masks';
import { type Permission, permissionsOf } from '@adcast/domain/permissions';
import { API_TOKEN_MESSAGES, type ApiTokenScope, scopedPermissions } from '@adcast/domain/users/api-tokens';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiTokenVerifier, isApiToken } from '../identity/api-tokens';
import type { Identity, IdentityStore } from '../identity/identity-store';
import type { TokenService } from '../identity/tokens';
import { forbidden, unauthenticated } from './errors';
import type { MultipartParts } from './uploads';

/**
 * What a route needs: `public` (no token), `identity` (a valid token, no mask: me, change
 * password) or `mask` (the default: a mask the user holds and, when named, a permission).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'identity' }
  | { kind: 'mask'; permission?: Permission; anyOf?: readonly Permission[] };

export type AuthContext = {
  user: Identity;
  mask: Mask;
  permissions: ReadonlySet<Permission>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    multipart?: MultipartParts;
    /** A POST that only asks (see `asksOnly`). */
    asksOnly?: boolean;
  }
  interface FastifyRequest {
    identity: Identity | null;
    auth: AuthContext | null;
    /** The scope of the API token the request came with; null after a sign-in (a JWT). */
    apiTokenScope: ApiTokenScope | null;
  }
}

/** A route as declared: what the role x route matrix test is generated from. */
export type DeclaredRoute = {
  method: string;
  url: string;
  access: RouteAccess;
  declared: boolean;
  /** The parts a multipart route reads, when it declares them (`config.multipart`). */
  multipart?: MultipartParts;
  /** The route's body schema as declared (zod), for tools that read more of it than OpenAPI keeps. */
  body?: unknown;
};

/** The guard's refusal of a role lacking the route's permission (services may refuse for other reasons). */
export const PERMISSION_MISSING = 'Your working role may not do this';

export const publicRoute = { access: { kind: 'public' } } as const;
export const identityRoute = { access: { kind: 'identity' } } as const;
export const needs = (permission: Permission) => ({ access: { kind: 'mask', permission } as RouteAccess });
export const needsAnyOf = (...anyOf: Permission[]) => ({ access: { kind: 'mask', anyOf } as RouteAccess });
/** Spread into a POST route's config that changes nothing: what the server keeps is not forgotten after it. */
export const asksOnly = { asksOnly: true } as const;
export const anyMask = { access: { kind: 'mask' } as RouteAccess };

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

function maskOf(request: FastifyRequest, user: Identity): Mask {
  const header = request.headers[MASK_HEADER.toLowerCase()];
  if (header === undefined) {
    const fallback = defaultMask(user);
    if (!fallback) throw forbidden('Choose a working role first (send the X-Mask header)');
    return fallback;
  }
  const mask = typeof header === 'string' ? parseMaskHeader(header) : null;
  if (!mask) throw forbidden('The X-Mask header is not valid');
  if (!userHoldsMask(user, mask)) throw forbidden('You do not hold this role');
  return mask;
}

/** Whether a mask with these permissions passes the route's declared access. */
export function mayUse(access: RouteAccess, permissions: ReadonlySet<Permission>): boolean {
  if (access.kind !== 'mask') return true;
  if (access.permission && !permissions.has(access.permission)) return false;
  if (access.anyOf && !access.anyOf.some((permission) => permissions.has(permission))) return false;
  return true;
}

function checkPermission(access: RouteAccess, permissions: ReadonlySet<Permission>): void {
  if (access.kind !== 'mask') return;
  if (!mayUse(access, permissions)) throw forbidden(PERMISSION_MISSING);
}

/**
 * Every /api route declares its access in `config.access`; one that says nothing needs a mask.
 * The guard is attached to each route as it is registered, so public routes carry none.
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { tokens: TokenService; identities: IdentityStore; apiTokens: ApiTokenVerifier },
): readonly DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  app.decorateRequest('identity', null);
  app.decorateRequest('auth', null);
  app.decorateRequest('apiTokenScope', null);

  const signedInUser = async (token: string | null): Promise<Identity> => {
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims) throw unauthenticated();
    const user = await deps.identities.get(claims.userId);
    if (!user?.enabled || user.tokenVersion !== claims.tokenVersion) {
      throw unauthenticated('Your session has ended. Please sign in again.');
    }
    return user;
  };

  /** The token's user; the token was found live (and its user enabled) in the database just now. */
  const apiTokenUser = async (request: FastifyRequest, token: string): Promise<Identity> => {
    const claims = await deps.apiTokens.verify(token);
    const user = claims && (await deps.identities.get(claims.userId));
    if (!claims || !user) throw unauthenticated(API_TOKEN_MESSAGES.ended);
    request.apiTokenScope = claims.scope;
    return user;
  };

  const guard = (access: Exclude<RouteAccess, { kind: 'public' }>) => async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const user = token && isApiToken(token) ? await apiTokenUser(request, token) : await signedInUser(token);
    request.identity = user;
    if (access.kind === 'identity') {
      if (request.apiTokenScope === 'READ_ONLY' && request.method !== 'GET')
        throw forbidden(PERMISSION_MISSING);
      return;
    }
    const mask = maskOf(request, user);
    const maskPermissions = permissionsOf(mask.role);
    const permissions = request.apiTokenScope
      ? scopedPermissions(request.apiTokenScope, maskPermissions)
      : maskPermissions;
    checkPermission(access, permissions);
    request.auth = { user, mask, permissions };
  };

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access: RouteAccess = route.config?.access ?? { kind: 'mask' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          access,
          declared: !!route.config?.access,
          multipart: route.config?.multipart,
          body: route.schema?.body,
        });
    }
    if (access.kind === 'public') return;
    const own = route.onRequest ?? [];
    route.onRequest = [guard(access), ...(Array.isArray(own) ? own : [own])];
  });
  return routes;
}

/** The request's auth context; routes behind the mask guard always have one. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The signed-in user, refusing API tokens: for what only a sign-in may do (managing the tokens). */
export function signedInIdentityOf(request: FastifyRequest): Identity {
  if (request.apiTokenScope) throw forbidden(API_TOKEN_MESSAGES.signInNeeded);
  return identityOf(request);
}

export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}
