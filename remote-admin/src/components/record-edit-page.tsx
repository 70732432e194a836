import { useCallback, useState, type ReactNode } from 'react';
import {
  Formik,
  useFormikContext,
  type FormikConfig,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import {
  EditPage,
  SaveButton,
  isConflict,
  refusedField,
  saveErrorMessage,
  type EditPageProps,
  type RemoteData,
} from '@portal/shared-ui';

export interface RecordSave<V> {
  saveError: string | null;
  dismiss: () => void;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
}

/**
 * Formik's submit for an edit screen (spec 002 §4 "generic save"): the inputs stay disabled
 * while saving and come back on error with what the user typed; a 409 (someone else saved
 * first) is also said above the panels, since a toast goes away; a 400 that names one of the
 * form's fields (a refused SQL text, a taken code) is also said under that field.
 */
export function useRecordSave<V>(save: (values: V) => Promise<void>): RecordSave<V> {
  const [saveError, setSaveError] = useState<string | null>(null);
  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    setSaveError(null);
    try {
      await save(values);
    } catch (error) {
      if (isConflict(error)) setSaveError(saveErrorMessage(error));
      const field = refusedField(error);
      if (field !== null && values !== null && typeof values === 'object' && field in values) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, saveErrorMessage(error));
      }
      helpers.setSubmitting(false);
    }
  };
  return { saveError, dismiss: useCallback(() => setSaveError(null), []), onSubmit };
}

interface RecordFormProps<V extends FormikValues> {
  /** Which record, at which version: when it changes (loaded, saved elsewhere) the form starts again. */
  record: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  save: Pick<RecordSave<V>, 'onSubmit'>;
  children: (form: FormikProps<V>) => ReactNode;
}

/** The Formik of an edit screen: validated from the start, saved through `useRecordSave`. */
export function RecordForm<V extends FormikValues>({
  record,
  initialValues,
  validationSchema,
  save,
  children,
}: RecordFormProps<V>) {
  return (
    <Formik<V>
      key={record}
      initialValues={initialValues}
      validationSchema={validationSchema}
      validateOnMount
      onSubmit={save.onSubmit}
    >
      {children}
    </Formik>
  );
}

type RecordEditPageProps = Omit<
  EditPageProps,
  'actions' | 'disabled' | 'saveError' | 'onDismissSaveError' | 'loading' | 'loadError' | 'onRetry'
> & {
  isNew: boolean;
  /** The existing record being loaded (unused for a new one): its spinner, error and retry. */
  record: RemoteData<unknown>;
  save: Pick<RecordSave<unknown>, 'saveError' | 'dismiss'>;
  /** Save stays disabled for a rule the schema does not cover (spec 002 §5). */
  saveBlocked?: boolean;
  /** Why the caller may not change this record at all (the server would refuse): read-only form, the reason shown. */
  readOnlyReason?: string | null;
};

/** `EditPage` inside a Formik form: Crea/Salva disabled while invalid, inputs disabled while saving. */
export function RecordEditPage({ isNew, record, save, saveBlocked, readOnlyReason, ...page }: RecordEditPageProps) {
  const formik = useFormikContext();
  return (
    <EditPage
      {...page}
      loading={!isNew && record.isFetching && !record.data}
      loadError={isNew ? null : record.error}
      onRetry={() => void record.refetch()}
      saveError={save.saveError}
      onDismissSaveError={save.dismiss}
      disabled={formik.isSubmitting || !!readOnlyReason}
      actions={
        <SaveButton
          isNew={isNew}
          saving={formik.isSubmitting}
          refusedReason={readOnlyReason}
          // A new record is never valid untouched (its code or description is required), and
          // validateOnMount answers only after the first paint: without the `dirty` check Crea
          // would flash enabled.
          disabled={!formik.isValid || (isNew && !formik.dirty) || saveBlocked}
          onClick={() => void formik.submitForm()}
        />
      }
    />
  );
}
