import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { TUserType } from '@ri/contracts';
import { Forbidden, Unauthorized } from './errors.ts';

/**
 * Who may call a route. Every route declares one in `config.access`; a route without one is refused
 * (and the route-policy test fails). Ownership rules (a faculty user may only touch their own
 * records ...) are checked by the domain services on top of this.
 */
export type AccessPolicy =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'roles'; readonly roles: readonly TUserType[] };

export const PUBLIC: AccessPolicy = { kind: 'public' };
export const AUTHENTICATED: AccessPolicy = { kind: 'authenticated' };
export function rolesOnly(...roles: TUserType[]): AccessPolicy {
  return { kind: 'roles', roles };
}
export const ADMIN_ONLY = rolesOnly('admin');

/** The caller, as established from a verified token and a live server-side session. */
export interface Caller {
  userId: number;
  username: string;
  sessionId: string;
  type: TUserType;
  authorId: number | null;
  universityId: number | null;
  accessLevel: 'owner' | 'admin' | 'user';
  /** the real admin when this session is an impersonation */
  impersonatorUserId: number | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<Caller>;

/** Routes that third-party plugins register (OpenAPI UI) and the web app's static files. */
function isInfrastructureRoute(url: string): boolean {
  return url.startsWith('/api/docs') || !url.startsWith('/api');
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessPolicy | undefined;
  /** the route's request schemas (zod), for the fuzz suite: it derives hostile requests from them and predicts a 400 */
  schema: { params?: ZodType; querystring?: ZodType; body?: ZodType };
}

export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.decorateRequest('caller', null);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.access && isInfrastructureRoute(route.url)) {
      route.config = { ...route.config, access: PUBLIC };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { params, querystring, body } = (route.schema ?? {}) as RegisteredRoute['schema'];
      routes.push({ method, url: route.url, access: route.config?.access, schema: { params, querystring, body } });
    }
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    if (!policy) {
      // 404s reach here without route options; anything else without a policy is a programming error
      if (request.is404) return;
      request.log.error({ url: request.url }, 'route has no access policy');
      throw new Forbidden();
    }
    if (policy.kind === 'public') {
      // public routes still learn who is calling when a valid token is sent (e.g. to hide own row)
      if (request.headers.authorization) request.caller = await authenticate(request).catch(() => null);
      return;
    }
    request.caller = await authenticate(request);
    if (policy.kind === 'roles' && !policy.roles.includes(request.caller.type)) {
      throw new Forbidden();
    }
  });

  // API answers carry personal data (sessions, profiles, contact requests, CSVs, stored CVs): no cache, shared or
  // the browser's, keeps a copy (docs/api-conventions.md, "Caching"). The API docs page keeps its own caching.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !current.includes('no-store')) reply.header('Cache-Control', 'no-store');
  });
  return routes;
}

/** The caller of an authenticated route (the access hook guarantees it is set). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Unauthorized();
  return request.caller;
}
