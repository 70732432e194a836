/** The place and CCIAA lookups (`GET /api/domain/comune`, `/cciaa`), spec 000 §5. */

/** Lookups answer, and autocompletes show, at most this many options. */
export const LOOKUP_LIMIT = 50;

// The option shapes are the API's (schemas in ./api/subjects); types only, no schema code.
export type { CciaaOption, PlaceOption } from './api/subjects.ts';
