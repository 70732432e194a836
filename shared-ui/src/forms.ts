/**
 * `@portal/shared-ui/forms`: formik as the platform uses it, and its one binding to antd's form
 * rows. A Module Federation singleton like the router: a formik context made by a screen of one
 * remote must be the one the shared building blocks read (the edit screen, the field rows), so
 * every formik import goes through here (lint sends it) and no app bundles a copy of its own.
 * The edit screen lives here too, not in the full entry: a list screen loads no form code.
 */
export { Formik, useFormik, useField, useFormikContext } from 'formik';
// yup too: one copy for the page, and the contract's rules are yup schemas.
export * as yup from 'yup';
export { contractRules } from './forms/contract-rules';
export type { FormikConfig, FormikErrors, FormikHelpers, FormikProps, FormikValues } from 'formik';
export { fieldBinding, useFieldError, FieldItem, type FieldItemProps } from './forms/field-binding';
export { TextField, NumberField, SelectField, SwitchField, labelOptions } from './forms/form-fields';
export {
  EditScreen,
  SAVED_TEXT,
  type EditScreenProps,
  type RecordSaving,
  type SaveDestination,
} from './forms/edit-screen';
