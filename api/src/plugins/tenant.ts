import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findTenantByCode, type Tenant } from '../modules/tenants/reads.ts';
import type { TenantId } from '../db/tenant-id.ts';
import { HttpError, MESSAGES } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's tenant, from the verified token; null on public and deploy routes. */
    tenant: Tenant | null;
  }
}

export interface Caller {
  userId: number;
  login: string;
  tenantId: TenantId;
  tenantCode: string;
  permissions: string[];
  act?: { sub: string; login: string };
  /** The caller's session (refresh-token family). */
  sessionId?: string;
}

/** The signed-in caller of a 'user' or permission route (the hooks guarantee both are set). */
export function caller(request: FastifyRequest): Caller {
  if (!request.auth || !request.tenant) throw new HttpError(401, MESSAGES.authRequired);
  return {
    userId: Number(request.auth.sub),
    login: request.auth.login,
    tenantId: request.tenant.id,
    tenantCode: request.tenant.code,
    permissions: request.auth.perms,
    act: request.auth.act,
    sessionId: request.auth.sid,
  };
}

const CACHE_MS = 60_000;

/**
 * The TenantId header must name the tenant of the token: the token is the truth, the header a
 * cross-check that the client talks about the tenant it thinks it does.
 */
export default fp(
  async (app) => {
    const cache = new Map<string, { tenant: Tenant; until: number }>();
    app.decorateRequest('tenant', null);

    app.addHook('onRequest', async (request) => {
      if (!request.auth) return;
      const header = request.headers.tenantid;
      const value = (Array.isArray(header) ? header[0] : header)?.trim();
      if (!value) throw new HttpError(400, MESSAGES.tenantHeaderMissing);
      if (value.toLowerCase() !== request.auth.tid) throw new HttpError(403, MESSAGES.tenantMismatch);

      const now = Date.now();
      let entry = cache.get(request.auth.tid);
      if (!entry || entry.until < now) {
        const tenant = await findTenantByCode(app.db, request.auth.tid);
        if (!tenant) throw new HttpError(401, MESSAGES.authRequired);
        entry = { tenant, until: now + CACHE_MS };
        cache.set(request.auth.tid, entry);
      }
      request.tenant = entry.tenant;
    });
  },
  { name: 'tenant', dependencies: ['auth'] },
);
