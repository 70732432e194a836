/** The response envelope of (almost) every API call. */
export interface Envelope<T> {
  error: boolean;
  message: string | null;
  context: T;
}

export type Palette = 'default' | 'brand' | 'teal' | 'rose' | 'purple' | 'amber';

export interface TenantConfig {
  instanceCode: string;
  name: string;
  descr: string;
  palette: Palette;
  /** A pre-production environment: the top bar takes its own colour (spec 000 §2.2). */
  preProduction?: boolean;
}

export interface CurrentUser {
  id: number;
  login: string;
  name: string;
  lastName: string;
  email: string;
  clientId: number | null;
  clientName: string | null;
  tenant: TenantConfig;
  permissions: string[];
  pwdMinLength: number;
  pwdNumDiff: number;
  passwordDurationDays: number;
  /** The password is past its validity: the host sends the user to /change-password. */
  passwordExpired?: boolean;
  /** While impersonating: the admin acting as this user (the token's `act`). */
  impersonator: { id?: number; login: string; name: string; lastName: string } | null;
}

export interface TokenAnswer {
  accessToken: string;
  expiresIn: number;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
}

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
