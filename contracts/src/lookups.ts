/** The place and CCIAA lookups (`GET /api/domain/comune`, `/cciaa`), spec 000 §5. */

/** Lookups answer, and autocompletes show, at most this many options. */
export const LOOKUP_LIMIT = 50;

/** Place lookup option: c01 name, c02 province ('EE' abroad), c03 key (Belfiore code). */
export interface PlaceOption {
  c01: string;
  c02: string;
  c03: string;
}

/** CCIAA option: c01 label, key (province code). */
export interface CciaaOption {
  c01: string;
  key: string;
}
