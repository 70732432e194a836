// The API's shapes come from @portal/contracts (types only: no schema code reaches the bundle).
export type { EnvelopeOf as Envelope, PageOf as Page } from '@portal/contracts/api/schema';
export type { TenantConfig } from '@portal/contracts/api/tenants';
export type { CurrentUser, SessionAnswer, TokenAnswer } from '@portal/contracts/api/auth';
export type { Palette } from '@portal/contracts/tenants';

/** A failed call, with the server's (Italian) message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly context: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
