import { useCallback, useState, type ReactNode } from 'react';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { useNavigate } from '@portal/shared-auth/router';
import {
  Formik,
  useFormikContext,
  type FormikConfig,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
// Through the package: the full entry is a shared module of its own; a relative import would
// give this entry's chunk a second copy of the edit page.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the full entry, another shared module
import {
  EditPage,
  SaveButton,
  isConflict,
  refusedField,
  saveErrorMessage,
  type EditPageProps,
  type EditPanel,
  type RemoteData,
  useUnsavedChangesGuard,
} from '@portal/shared-ui';

export const SAVED_TEXT = 'Salvataggio completato';

/** A panel whose `inputs` include one failing its rule is marked, unless it says for itself. */
function withInvalidPanels(panels: readonly EditPanel[], errors: object): readonly EditPanel[] {
  return panels.map((panel) =>
    panel.invalid === undefined && panel.inputs
      ? { ...panel, invalid: panel.inputs.some((input) => input in errors) }
      : panel,
  );
}

/** Where a screen goes after a save: a path, or a path with the state the next screen reads. */
export type SaveDestination = string | { to: string; state?: unknown; replace?: boolean };

/**
 * The one save model of an edit screen (spec 002 §4 "generic save"): 'Crea' creates a record and
 * stays on it (its blocked panels open, its price is set without a search: issue 46); 'Salva'
 * updates one and leaves for the list (`backTo`).
 */
export interface RecordSaving<V, R> {
  /** Only for a screen that creates records (`isNew`). */
  create?: (values: V) => Promise<R>;
  update: (values: V) => Promise<unknown>;
  /** Where a new record's own screen is (spec 002 §2.4, §2.13; every record type, issue 46). */
  stayOn?: (created: R) => SaveDestination;
  /**
   * An update stays on the record (its other panels save on their own, a price list's prices):
   * the form starts again from the saved values instead of leaving for the list.
   */
  stayAfterUpdate?: boolean;
  /** The success message; `SAVED_TEXT` unless the screen says more (e.g. the activation mail sent). */
  savedText?: (values: V, isNew: boolean) => string;
}

export interface EditScreenProps<V extends FormikValues, R> extends Omit<
  EditPageProps,
  'actions' | 'disabled' | 'saveError' | 'onDismissSaveError' | 'loading' | 'loadError' | 'onRetry' | 'panels' | 'title'
> {
  isNew: boolean;
  /** The existing record's query (unused for a new one): its spinner, error, retry and reload. */
  record: RemoteData<R>;
  /** Which record at which version: when it changes (loaded, saved elsewhere) the form starts again. */
  recordKey: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  saving: RecordSaving<V, R>;
  title: string;
  panels: (form: FormikProps<V>) => readonly EditPanel[];
  /** Save stays disabled for a rule the schema does not cover (spec 002 §5). */
  saveBlocked?: (values: V) => boolean;
  /** Why the caller may not change this record at all (the server would refuse): read-only form, the reason shown. */
  readOnlyReason?: string | null;
  /** Buttons before Crea/Salva. */
  extraActions?: ReactNode;
}

interface SaveFailure {
  message: string;
  /** Someone else saved the record first: reloading it is the way on. */
  conflict: boolean;
}

/**
 * An edit screen: `EditPage` with its Formik form, validated from the start, saved by one model.
 * While saving the inputs are disabled; a failure brings them back with what the user typed; a
 * 409 (someone else saved first) stays above the panels with 'Ricarica', since a toast goes
 * away; a 400 that names one of the form's fields (a refused SQL text, a taken code) is also
 * said under that field; leaving with changes not saved asks first.
 */
export function EditScreen<V extends FormikValues, R>(props: EditScreenProps<V, R>) {
  const { isNew, saving, backTo } = props;
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const onSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    setFailure(null);
    try {
      let destination: SaveDestination | null = backTo;
      if (isNew) {
        if (!saving.create) throw new Error('EditScreen: a new record needs saving.create');
        const created = await saving.create(values);
        if (saving.stayOn) destination = { replace: true, ...asDestination(saving.stayOn(created)) };
      } else {
        await saving.update(values);
        if (saving.stayAfterUpdate) destination = null;
      }
      void message.success(saving.savedText?.(values, isNew) ?? SAVED_TEXT);
      if (destination === null) {
        // Saved where it stands: the saved values are the form's new starting point.
        helpers.resetForm({ values });
        return;
      }
      const { to, state, replace } = asDestination(destination);
      navigate(to, { state, replace });
    } catch (error) {
      if (isConflict(error)) setFailure({ message: saveErrorMessage(error), conflict: true });
      const field = refusedField(error);
      if (field !== null && field in values) {
        helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, saveErrorMessage(error));
      }
      helpers.setSubmitting(false);
    }
  };

  return (
    <Formik<V>
      key={props.recordKey}
      initialValues={props.initialValues}
      validationSchema={props.validationSchema}
      validateOnMount
      onSubmit={onSubmit}
    >
      {(form) => <EditScreenPage {...props} form={form} failure={failure} onDismiss={() => setFailure(null)} />}
    </Formik>
  );
}

function asDestination(destination: SaveDestination): { to: string; state?: unknown; replace?: boolean } {
  return typeof destination === 'string' ? { to: destination } : destination;
}

function EditScreenPage<V extends FormikValues, R>({
  form,
  failure,
  onDismiss,
  isNew,
  record,
  saveBlocked,
  readOnlyReason,
  extraActions,
  panels,
  ...page
}: EditScreenProps<V, R> & { form: FormikProps<V>; failure: SaveFailure | null; onDismiss: () => void }) {
  // The form's own context, read here so that a panel's field and the guard see the same state.
  const formik = useFormikContext<V>();
  // A default a panel sets when it opens is a new starting point (resetForm), not a change.
  useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting && !readOnlyReason);
  const reload = useCallback(() => {
    onDismiss();
    void record.refetch();
  }, [onDismiss, record]);
  return (
    <EditPage
      {...page}
      panels={withInvalidPanels(panels(form), form.errors)}
      loading={!isNew && record.isFetching && !record.data}
      loadError={isNew ? null : record.error}
      onRetry={() => void record.refetch()}
      saveError={failure?.message ?? null}
      saveErrorAction={failure?.conflict ? <Button onClick={reload}>Ricarica</Button> : undefined}
      onDismissSaveError={onDismiss}
      disabled={formik.isSubmitting || !!readOnlyReason}
      actions={
        <>
          {extraActions}
          <SaveButton
            isNew={isNew}
            saving={formik.isSubmitting}
            refusedReason={readOnlyReason}
            // A new record is never valid untouched (its code or description is required), and
            // validateOnMount answers only after the first paint: without the `dirty` check Crea
            // would flash enabled.
            disabled={!formik.isValid || (isNew && !formik.dirty) || saveBlocked?.(formik.values)}
            onClick={() => void formik.submitForm()}
          />
        </>
      }
    />
  );
}
