import { EditScreen } from '@portal/shared-ui/forms';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from '@portal/shared-auth/router';
import { FormOutlined, SettingOutlined, FileTextOutlined, isNewRecord } from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { CodeAvailabilityCheck, createCodeAvailability } from '../../../components/code-availability';
import { isFieldCodeAvailable } from '../api/check-field-code';
import { useFieldRecord } from '../api/get-field';
import { useCreateField } from '../api/create-field';
import { useUpdateField } from '../api/update-field';
import { fieldSchema, missingOptions, toFormValues, toPayload, type FieldFormValues } from '../hooks/field-form';
import { FieldActionsPanel } from './field-actions-panel';
import { FieldFormsPanel } from './field-forms-panel';
import { FieldGeneralPanel } from './field-general-panel';
import { historyPanel } from '../../../components/record-history';
import type { Field } from '../types/field';

/** The inputs of panel 'Azioni'; every other validated input is in 'Generale'. */
const ACTION_INPUTS = new Set(['validator', 'requestCode', 'requestCodeOrFieldCode']);

/** `/field/new` and `/field/{fieldCode}` (spec 002 §2.2). */
export default function FieldEditPage() {
  const { fieldCode: param } = useParams();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const isNew = isNewRecord(param);
  const field = useFieldRecord(isNew ? null : param!);
  const [codes] = useState(() => createCodeAvailability(isFieldCodeAvailable));
  const schema = useMemo(() => fieldSchema(isNew, codes), [isNew, codes]);
  const backTo = paths.fields.list(page);

  const create = useCreateField();
  const update = useUpdateField();

  return (
    <EditScreen<FieldFormValues, Field>
      isNew={isNew}
      record={field}
      recordKey={isNew ? 'new' : `${param}-${field.data?.version ?? ''}`}
      initialValues={toFormValues(isNew ? null : (field.data ?? null))}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(toPayload(values)),
        update: (values) => update.mutateAsync(toPayload(values)),
        // 'Crea' stays on the field just created (issue 46), the list's page kept for 'Indietro'.
        stayOn: (created) => paths.fields.edit(created.fieldCode, page),
      }}
      saveBlocked={missingOptions}
      title={isNew ? 'Nuovo campo' : `Modifica campo ${field.data?.name ?? ''}`}
      backTo={backTo}
      panels={(form) => {
        const failing = Object.keys(form.errors);
        return [
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
        ];
      }}
    />
  );
}
