import { useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import { ClockCircleOutlined, Col, Row, ShoppingOutlined, TeamOutlined, isNewRecord } from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { EditScreen, SelectField, TextField } from '@portal/shared-ui/forms';
import { CodeAvailabilityCheck, createCodeAvailability } from '../../../components/code-availability';
import { useFormOptions } from '../../../api/catalogue-options';
import { isProcessingCodeAvailable } from '../api/check-processing-code';
import { useProcessingRecord } from '../api/get-processing';
import { useCreateProcessing, useUpdateProcessing } from '../api/save-processing';
import {
  processingSchema,
  toNewProcessing,
  toProcessingUpdate,
  toProcessingValues,
  type ProcessingFormValues,
} from '../hooks/processing-form';
import {
  PROCESSING_LIMITS,
  REQUEST_TYPES,
  REQUEST_TYPE_LABELS,
  type Processing,
  type RequestType,
} from '../types/processing';
import { ProcessingClientsPanel, ProcessingProductsPanel } from './processing-links-panel';
import { TimeField } from './time-field';
import { historyPanel } from '../../../components/record-history';

const REQUEST_TYPE_OPTIONS = REQUEST_TYPES.map((type) => ({ value: type, label: REQUEST_TYPE_LABELS[type] }));

/** `/processing/new` and `/processing/{id}` (spec 002 §2.14); a non-numeric id goes to `/processing/new`. */
export default function ProcessingEditPage() {
  const { processingId: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  if (!isNew && !/^\d+$/.test(param ?? '')) return <Navigate to={`/processing/new?${search}`} replace />;
  return <ProcessingEditor key={param} id={isNew ? null : Number(param)} page={pageOf(search)} />;
}

function ProcessingEditor({ id, page }: { id: number | null; page: number }) {
  const isNew = id === null;
  const record = useProcessingRecord(id);
  const processing = record.data ?? null;
  const backTo = paths.processings.list(page);
  const [codes] = useState(() => createCodeAvailability(isProcessingCodeAvailable));
  const schema = useMemo(() => processingSchema(isNew, codes), [isNew, codes]);
  const forms = useFormOptions();
  const initialValues = useMemo(() => toProcessingValues(processing), [processing]);

  const create = useCreateProcessing();
  const update = useUpdateProcessing(id ?? 0);

  return (
    <EditScreen<ProcessingFormValues, Processing>
      recordKey={isNew ? 'new' : `${id}-${processing?.version ?? ''}`}
      initialValues={initialValues}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(toNewProcessing(values)),
        update: (values) => update.mutateAsync(toProcessingUpdate(values, processing!)),
        // Spec 002 §2.14: after the first save the screen reloads at /processing/{newId}, its
        // clients and products now open.
        stayOn: (created) => paths.processings.edit(created.id, page),
      }}
      isNew={isNew}
      title={isNew ? 'Nuova elaborazione' : `Elaborazione ${processing?.code ?? ''}`}
      backTo={backTo}
      record={record}
      initialPanel="processing"
      panels={(form) => [
        {
          key: 'processing',
          title: 'Elaborazione',
          subtitle: 'Codice, form, orario e tipo di richiesta',
          icon: <ClockCircleOutlined />,
          content: (
            <>
              {isNew && <CodeAvailabilityCheck name="code" availability={codes} />}
              <TextField name="code" label="Codice" required maxLength={PROCESSING_LIMITS.code} disabled={!isNew} />
              <TextField
                name="description"
                label="Descrizione"
                required
                multiline
                maxLength={PROCESSING_LIMITS.description}
              />
              <SelectField<string>
                name="form"
                label="Form"
                placeholder="Nessuna: la form del prodotto"
                allowClear
                showSearch
                options={forms.data ?? []}
              />
              <Row gutter={16}>
                <Col xs={12} md={8}>
                  <TimeField name="fromTime" label="Dalle ore" disabled={form.isSubmitting} />
                </Col>
                <Col xs={12} md={8}>
                  <TimeField name="toTime" label="Alle ore" disabled={form.isSubmitting} />
                </Col>
              </Row>
              <SelectField<RequestType>
                name="requestType"
                label="Tipo richiesta"
                required
                options={REQUEST_TYPE_OPTIONS}
              />
            </>
          ),
        },
        {
          key: 'clients',
          title: 'Clienti',
          subtitle: 'I clienti a cui si applica',
          icon: <TeamOutlined />,
          blocked: isNew,
          content: id !== null ? <ProcessingClientsPanel processingId={id} disabled={form.isSubmitting} /> : null,
        },
        {
          key: 'products',
          title: 'Prodotti',
          subtitle: 'I prodotti che governa',
          icon: <ShoppingOutlined />,
          blocked: isNew,
          content: id !== null ? <ProcessingProductsPanel processingId={id} disabled={form.isSubmitting} /> : null,
        },
        historyPanel('processing', id),
      ]}
    />
  );
}
