import type { ReactNode } from 'react';
import { useFormik, type FormikConfig, type FormikProps } from '@portal/shared-ui/forms';

/**
 * Formik's state, handed to `children` and to nothing else: no context around the form.
 *
 * `<Formik>` puts its state in a context whose value changes with every keystroke. When the
 * value of a context above it changes, React walks the whole subtree of every memoised
 * component that skips its render, looking for readers: in a form of 150 fields that is every
 * field row's subtree, about 146,000 fibers over a word typed, a choice and a tick (a third of
 * the main thread's time in them, with the CPU 4× slower). The dynamic form follows this state
 * through a store instead (`useFollowed`), which costs no walk.
 */
export function FormState<V extends object>({
  children,
  ...config
}: Omit<FormikConfig<V>, 'children' | 'component' | 'render'> & { children: (formik: FormikProps<V>) => ReactNode }) {
  return children(useFormik<V>(config));
}
