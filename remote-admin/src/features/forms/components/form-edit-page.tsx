import { useMemo, useState } from 'react';
import { useLocation, useParams, useSearchParams } from '@portal/shared-auth/router';
import { EditScreen, useField } from '@portal/shared-ui/forms';
import { FileTextOutlined, Select, UnorderedListOutlined, isNewRecord, BLOCKED_PANEL_TEXT } from '@portal/shared-ui';
import { FileField } from '@portal/shared-ui/upload';
import { pageOf, paths } from '../../../config/paths';
import { FieldItem, TextField } from '@portal/shared-ui/forms';
import { CodeAvailabilityCheck, createCodeAvailability } from '../../../components/code-availability';
import { isFormCodeAvailable } from '../api/check-form-code';
import { useCreateForm } from '../api/create-form';
import { downloadExampleSheet } from '../api/download-example-sheet';
import { useFormRecord } from '../api/get-form';
import { useFormValidators } from '../api/get-form-validators';
import { removeExampleSheet } from '../api/remove-example-sheet';
import { useUpdateForm } from '../api/update-form';
import { uploadExampleSheet } from '../api/upload-example-sheet';
import { formSchema, toFormValues, toPayload, type FormFormValues } from '../hooks/form-form';
import { useFormLinks } from '../hooks/use-form-links';
import type { Form } from '../types/form';
import { FormLinksPanel } from './form-links-panel';
import { historyPanel } from '../../../components/record-history';

function ValidatorsField() {
  const [field, , helpers] = useField<string[]>('validatoreList');
  const validators = useFormValidators();
  return (
    <FieldItem name="validatoreList" label="Validatore">
      <Select
        id="validatoreList"
        mode="multiple"
        allowClear
        placeholder="Nessun validatore"
        loading={validators.isFetching}
        value={field.value}
        options={validators.data ?? []}
        onChange={(value: string[]) => void helpers.setValue(value)}
      />
    </FieldItem>
  );
}

/**
 * Where Cancel (the back arrow) goes (spec 002 §2.4): the field it came from, else the list
 * at its page.
 */
export function formBackPath(search: URLSearchParams): string {
  const fieldCode = search.get('fieldCode');
  return fieldCode ? paths.fields.edit(fieldCode) : paths.forms.list(pageOf(search));
}

/** `/form/new` and `/form/{formCode}` (spec 002 §2.4). */
export default function FormEditPage() {
  const { formCode: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  const record = useFormRecord(isNew ? null : param!);
  // The example sheet's name changes with uploads and removals, without reloading the form.
  const [sheet, setSheet] = useState<{ formCode: string; name: string | null } | null>(null);
  const [codes] = useState(() => createCodeAvailability(isFormCodeAvailable));
  const schema = useMemo(() => formSchema(isNew, codes), [isNew, codes]);
  const location = useLocation();
  const openPanel = (location.state as { panel?: string } | null)?.panel;
  const links = useFormLinks(isNew ? null : param!);
  const backTo = formBackPath(search);
  const form = record.data ?? null;
  const exampleSheet = sheet && sheet.formCode === form?.formCode ? sheet.name : (form?.exampleSheet ?? null);

  const create = useCreateForm();
  const update = useUpdateForm();

  return (
    <EditScreen<FormFormValues, Form>
      recordKey={isNew ? 'new' : `${param}-${form?.version ?? ''}`}
      initialValues={toFormValues(isNew ? null : form)}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(toPayload(values)),
        update: (values) => update.mutateAsync(toPayload(values)),
        // The record is now existing: same screen at its code, the fields panel opens.
        stayOn: (created) => ({
          to: `/form/${encodeURIComponent(created.formCode)}${search.size ? `?${search}` : ''}`,
          state: { panel: 'fields' },
        }),
      }}
      isNew={isNew}
      key={isNew ? 'new' : param}
      title={isNew ? 'Nuovo form' : `Modifica form ${form?.description ?? ''}`}
      backTo={backTo}
      record={record}
      initialPanel={isNew ? 'form' : (openPanel ?? 'form')}
      panels={() => [
        {
          key: 'form',
          title: 'Form',
          subtitle: 'Configura form',
          icon: <FileTextOutlined />,
          content: (
            <>
              {isNew && <CodeAvailabilityCheck name="formCode" availability={codes} />}
              <TextField name="formCode" label="Codice form" required maxLength={64} disabled={!isNew} />
              <TextField name="description" label="Descrizione" required multiline maxLength={500} />
              <ValidatorsField />
              <FileField
                label="Scheda esempio"
                fileName={exampleSheet}
                disabled={isNew}
                disabledText={isNew ? BLOCKED_PANEL_TEXT : undefined}
                removeTitle="Rimozione Scheda esempio"
                onUpload={async (file) => {
                  const saved = await uploadExampleSheet(param!, file);
                  setSheet({ formCode: param!, name: saved.exampleSheet });
                }}
                onDownload={() => downloadExampleSheet(param!, exampleSheet)}
                onRemove={async () => {
                  await removeExampleSheet(param!);
                  setSheet({ formCode: param!, name: null });
                }}
              />
            </>
          ),
        },
        {
          key: 'fields',
          title: 'Campi form',
          subtitle: 'Configura campi',
          icon: <UnorderedListOutlined />,
          blocked: isNew,
          content: <FormLinksPanel links={links} />,
        },
        historyPanel('form', isNew ? null : (form?.formCode ?? null)),
      ]}
    />
  );
}
