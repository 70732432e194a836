/** The limits and labels of user administration (spec 002 §4, §5, §9), shared by the API and the screens. */
export const USER_LIMITS = {
  login: 64,
  name: 128,
  lastName: 128,
  email: 128,
  note: 500,
  numericMax: 999_999,
  pwdMinLength: 32,
  pwdNumDiff: 999,
  profileCode: 32,
  /** passwordExpiredIn of a new user when the tenant gives none (spec 002 §5). */
  defaultExpiryDays: 9999,
} as const;

/** Spec 002 §3 Price-list profile (codice, descrizione). */
export const PRICE_LIST_LIMITS = { code: 32, description: 255 } as const;

/** A login signs in as `login@tenant`: no '@', no spaces. */
export const LOGIN_PATTERN = /^[A-Za-z0-9._-]+$/;

export const ENABLE_PS_WS_LABELS = { ws: 'Webservices', ps: 'Portale', al: 'Portale e webservices' } as const;

/** approvazione (spec 002 §4); G is in use but its label is not given. */
export const APPROVAZIONE_LABELS = {
  N: 'Non soggetto ad approvazione, non approvatore',
  S: 'Soggetto ad approvazione',
  A: 'Approvatore, mail per singola richiesta',
  R: 'Approvatore, mail giornaliera',
  X: 'Approvatore, mail singola e giornaliera',
  Z: 'Approvatore, nessuna mail',
  G: 'G',
} as const;

export const MAIL_EVASIONE_LABELS = { N: 'Singola', G: 'Cumulativa giornaliera', S: 'Cumulativa settimanale' } as const;
