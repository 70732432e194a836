/**
 * What a business rule says when it refuses: a kind and an Italian message, never an HTTP
 * status. Repositories and services throw these; the error handler (errors.ts) is the one place
 * that turns a kind into a status, so the data layer knows nothing of HTTP.
 */
export type DomainErrorKind =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'gone' | 'conflict' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly context: unknown = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Bad input that the schema could not catch: the message names the rule, `field` the property. */
export function invalid(message: string, field: string | null = null): DomainError {
  return new DomainError('invalid', message, { field });
}

export function notFound(message: string, context: unknown = null): DomainError {
  return new DomainError('not-found', message, context);
}

/** The request is valid but clashes with the stored state (a taken code, a stale version, a link in use). */
/** It existed and is no more (a result past the days it is kept). */
export function gone(message: string, context: unknown = null): DomainError {
  return new DomainError('gone', message, context);
}

export function conflict(message: string, context: unknown = null): DomainError {
  return new DomainError('conflict', message, context);
}

/** The caller may not do this (the permission is checked by the route; this is a rule's refusal). */
export function forbidden(message: string, context: unknown = null): DomainError {
  return new DomainError('forbidden', message, context);
}

/** The caller's session names a user who can no longer act (blocked or removed meanwhile). */
export function unauthenticated(message: string): DomainError {
  return new DomainError('unauthenticated', message);
}

/** Something the answer needs is not available now (a data provider that does not answer): try again later. */
export function unavailable(message: string, context: unknown = null): DomainError {
  return new DomainError('unavailable', message, context);
}
