import type { ReactNode } from 'react';
import { useField, useFormikContext, type FormikProps } from 'formik';
import Form from 'antd/es/form';

/**
 * The one rule for when a field's error shows: once the user has left the field or tried to
 * submit. Both bindings below apply it.
 */
function shownError(error: unknown, touched: unknown, submitCount: number): string | undefined {
  return (touched || submitCount > 0) && typeof error === 'string' && error !== '' ? error : undefined;
}

/** The error of a field of the surrounding `<Formik>`, as the row shows it. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return shownError(meta.error, meta.touched, submitCount);
}

export interface FieldItemProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** antd's form row (label, the error under the input) for a field of the surrounding `<Formik>`. */
export function FieldItem({ name, label, required, extra, children }: FieldItemProps) {
  const error = useFieldError(name);
  return (
    <Form.Item
      label={label}
      htmlFor={name}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
    >
      {children}
    </Form.Item>
  );
}

/**
 * The same binding for a form made with `useFormik` (no surrounding context): the row's props
 * (`item`) and the input's (`input`), ids prefixed so two forms on a page do not clash.
 * `eager`: errors show as soon as they are known, for a form whose checks are the server's
 * answers to what is being typed (the search drawer's partita IVA and codice fiscale).
 */
export function fieldBinding<T extends object>(formik: FormikProps<T>, prefix: string, { eager = false } = {}) {
  const error = (field: keyof T & string) =>
    shownError(formik.errors[field], eager || formik.touched[field], formik.submitCount);
  return {
    /** The error to show for the field. */
    error,
    item: (field: keyof T & string, label: ReactNode) => ({
      label,
      htmlFor: `${prefix}-${field}`,
      validateStatus: error(field) ? ('error' as const) : undefined,
      help: error(field),
    }),
    input: (field: keyof T & string) => ({
      id: `${prefix}-${field}`,
      ...formik.getFieldProps(field),
      'aria-invalid': Boolean(error(field)),
    }),
  };
}
