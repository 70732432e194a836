import { ApiError, GENERIC_ERROR } from '@portal/shared-auth';

/** The route parameter of a record that does not exist yet (`/field/new`). */
export const NEW_RECORD = 'new';

export function isNewRecord(id: string | undefined): boolean {
  return id === undefined || id === NEW_RECORD;
}

/**
 * What to tell the user when a save fails. A 409 means someone else saved the record first
 * (stale version): the server says so, and the screen keeps the user's input so that nothing
 * typed is lost.
 */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return GENERIC_ERROR;
}

/** The record asked for does not exist (or is not the caller's to see): a 404 with the server's message. */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 404;
}

export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** The field a refusal is about (the envelope's `context.field`: bad input, or a clash such as a taken code). */
export function fieldOfError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = (error.context as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field !== '' ? field : null;
}

/** The form field a 400 refused, to show its reason under it. */
export function refusedField(error: unknown): string | null {
  return error instanceof ApiError && error.status === 400 ? fieldOfError(error) : null;
}
