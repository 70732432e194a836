import type { Field } from '@portal/contracts/api/fields';
import type { FormField } from '@portal/contracts/api/forms';
import type { ValueLabel } from '@portal/contracts/api/schema';

export type { Form } from '@portal/contracts/api/forms';

export { SUBJECT_TYPES, type SubjectType } from '@portal/contracts/catalogue';

/** Dimension in columns (1-12, default 2) and group (0-5, default 0), spec 002 §3, §9. */
export const DIMENSIONS = Array.from({ length: 12 }, (_, index) => index + 1);
export const GROUP_COUNT = 6;
export const DEFAULT_DIMENSION = 2;
export const DEFAULT_GROUP = 0;

/** A field's place in a form (spec 002 §3, FormField link). */
export type FormFieldLink = FormField;

/** A field the user can add to the form. */
export type AvailableField = Pick<Field, 'fieldCode' | 'name' | 'type'>;

export type FormValidatorOption = ValueLabel;
