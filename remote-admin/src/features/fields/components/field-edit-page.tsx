import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import { FormOutlined, SettingOutlined, FileTextOutlined, isNewRecord } from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { CodeAvailabilityCheck, createCodeAvailability } from '../../../components/code-availability';
import { RecordEditPage, RecordForm, useRecordSave } from '../../../components/record-edit-page';
import { isFieldCodeAvailable } from '../api/check-field-code';
import { useFieldRecord } from '../api/get-field';
import { useCreateField } from '../api/create-field';
import { useUpdateField } from '../api/update-field';
import { fieldSchema, missingOptions, toFormValues, toPayload, type FieldFormValues } from '../hooks/field-form';
import { FieldActionsPanel } from './field-actions-panel';
import { FieldFormsPanel } from './field-forms-panel';
import { FieldGeneralPanel } from './field-general-panel';
import { historyPanel } from '../../../components/record-history';

/** The inputs of panel 'Azioni'; every other validated input is in 'Generale'. */
const ACTION_INPUTS = new Set(['validator', 'requestCode', 'requestCodeOrFieldCode']);

/** `/field/new` and `/field/{fieldCode}` (spec 002 §2.2). */
export default function FieldEditPage() {
  const { fieldCode: param } = useParams();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const isNew = isNewRecord(param);
  const navigate = useNavigate();
  const field = useFieldRecord(isNew ? null : param!);
  const [codes] = useState(() => createCodeAvailability(isFieldCodeAvailable));
  const schema = useMemo(() => fieldSchema(isNew, codes), [isNew, codes]);
  const backTo = paths.fields.list(page);

  const create = useCreateField();
  const update = useUpdateField();
  const save = useRecordSave<FieldFormValues>(async (values) => {
    await (isNew ? create : update).mutateAsync(toPayload(values));
    navigate(backTo);
  });

  const initial = toFormValues(isNew ? null : (field.data ?? null));
  return (
    <RecordForm<FieldFormValues>
      record={isNew ? 'new' : `${param}-${field.data?.version ?? ''}`}
      initialValues={initial}
      validationSchema={schema}
      save={save}
    >
      {(form) => {
        const failing = Object.keys(form.errors);
        return (
          <RecordEditPage
            isNew={isNew}
            save={save}
            saveBlocked={missingOptions(form.values)}
            title={isNew ? 'Nuovo campo' : `Modifica campo ${field.data?.name ?? ''}`}
            backTo={backTo}
            record={field}
            panels={[
              {
                key: 'general',
                title: 'Generale',
                subtitle: 'Codice, tipo, limiti e icona',
                icon: <FormOutlined />,
                invalid: failing.some((name) => !ACTION_INPUTS.has(name)) || missingOptions(form.values),
                content: (
                  <>
                    {isNew && <CodeAvailabilityCheck name="fieldCode" availability={codes} />}
                    <FieldGeneralPanel isNew={isNew} />
                  </>
                ),
              },
              {
                key: 'actions',
                title: 'Azioni',
                subtitle: 'Validatore, collegamenti e prodotti',
                icon: <SettingOutlined />,
                invalid: failing.some((name) => ACTION_INPUTS.has(name)),
                content: <FieldActionsPanel />,
              },
              {
                key: 'forms',
                title: 'Form',
                subtitle: 'Form che usano il campo',
                icon: <FileTextOutlined />,
                blocked: isNew,
                content: <FieldFormsPanel fieldCode={isNew ? null : param!} />,
              },
              historyPanel('field', isNew ? null : (field.data?.fieldCode ?? null)),
            ]}
          />
        );
      }}
    </RecordForm>
  );
}
