/** Limits of the account pages, checked by the API and shown by the forms. */

/** Lengths of the sign-up request's fields. */
export const SIGN_UP_LIMITS = {
  companyName: 255,
  partitaIva: 11,
  name: 128,
  lastName: 128,
  email: 254,
  usernameMin: 3,
  username: 64,
} as const;

/** A login as typed on the sign-in and forgot-password pages (`login@tenant` included). */
export const LOGIN_MAX_LENGTH = 128;

/** Lengths of the help-center support request's fields. */
export const SUPPORT_LIMITS = { name: 128, email: 254, note: 2000 } as const;
