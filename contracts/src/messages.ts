/**
 * The Italian texts that the API and the screens both show, written once. A message the
 * server sends and a form also checks (a required field, a taken code) must read the same.
 */
//
// One module per group, re-exported here: a screen that needs one text (the sign-in page, the
// required-field message) does not carry the others into its chunk.

export { REQUIRED_MESSAGE } from './messages/required.ts';
export { MESSAGES } from './messages/api.ts';
export { CATALOGUE_MESSAGES } from './messages/catalogue.ts';
export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './messages/password.ts';
export { ORDERING_MESSAGES } from './messages/ordering.ts';
export { PERMISSION_MESSAGES } from './messages/permissions.ts';
export { USER_MESSAGES } from './messages/users.ts';
export { CREDIT_MESSAGES, MAXIMUM_TOP_UP, MINIMUM_TOP_UP } from './messages/credit.ts';
export {
  BATCH_ARCHIVE_HOURS,
  BATCH_FILE_EXTENSIONS,
  BATCH_MESSAGES,
  MAX_BATCH_FILE_MB,
  MAX_BATCH_ROWS,
  MAX_BATCH_ROWS_TEXT,
} from './messages/batches.ts';
export {
  CANCELLATION_WINDOW_MINUTES,
  LIFECYCLE_MESSAGES,
  MAX_RESULT_MB,
  OFFLINE_RESULT_DAYS,
  ONLINE_RESULT_MONTHS,
  OPERATOR_NOTES_MAX,
  RESULT_EXTENSIONS,
} from './messages/lifecycle.ts';
export { FOREIGN_MESSAGES } from './messages/foreign.ts';

/** What a form says of a text past its limit (the same limit the API's schema holds). */
export const maxLengthMessage = (max: number) => `Inserire al massimo ${max} caratteri`;

/** What a form says of a text shorter than its schema's minimum (a minimum of 1 is 'required'). */
export const minLengthMessage = (min: number) => `Inserire almeno ${min} caratteri`;
/** What a form says of a number below or above its schema's limits. */
export const minValueMessage = (min: number) => `Il valore deve essere maggiore o uguale a ${min}`;
export const maxValueMessage = (max: number) => `Il valore deve essere minore o uguale a ${max}`;
/** What a form says of a text that does not have its schema's shape. */
export const INVALID_FORMAT_MESSAGE = 'Formato non valido';
