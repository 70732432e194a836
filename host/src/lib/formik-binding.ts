import type { FormikProps } from 'formik';

/**
 * Binds one formik field to an antd Form.Item and its input: label wiring, the error shown
 * once the field was touched, aria-invalid.
 */
export function fieldBinding<T extends object>(formik: FormikProps<T>, prefix: string) {
  const shownError = (field: keyof T & string) =>
    formik.touched[field] && formik.errors[field] ? String(formik.errors[field]) : undefined;
  return {
    /** The error to show for the field: only once it was touched. */
    error: shownError,
    item: (field: keyof T & string, label: string) => ({
      label,
      htmlFor: `${prefix}-${field}`,
      validateStatus: shownError(field) ? ('error' as const) : undefined,
      help: shownError(field),
    }),
    input: (field: keyof T & string) => ({
      id: `${prefix}-${field}`,
      ...formik.getFieldProps(field),
      'aria-invalid': Boolean(shownError(field)),
    }),
  };
}
