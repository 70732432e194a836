import { useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import { AppstoreOutlined, Form, Input, UnorderedListOutlined, isNewRecord } from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { EditScreen, SwitchField, TextField } from '@portal/shared-ui/forms';
import { ImageIconField } from '../../../components/image-icon-field';
import { useCreateService } from '../api/create-service';
import { useServiceRecord } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import {
  serviceSchema,
  toNewService,
  toServiceUpdate,
  toServiceValues,
  type ServiceFormValues,
} from '../hooks/service-form';
import { ServiceLinesPanel } from './service-lines-panel';
import { SERVICE_LIMITS } from '@portal/contracts/catalogue';
import { historyPanel } from '../../../components/record-history';
import type { Service } from '../types/service';

/** `/service/new` and `/service/{id}` (spec 002 §2.10); a non-numeric id goes to `/service/new`. */
export default function ServiceEditPage() {
  const { serviceId: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  if (!isNew && !/^\d+$/.test(param ?? '')) return <Navigate to={paths.services.create(pageOf(search))} replace />;
  return <ServiceEditor id={isNew ? null : Number(param)} page={pageOf(search)} />;
}

function ServiceEditor({ id, page }: { id: number | null; page: number }) {
  const isNew = id === null;
  const record = useServiceRecord(id);
  const service = record.data ?? null;
  const backTo = paths.services.list(page);
  const initialValues = useMemo(() => toServiceValues(service), [service]);

  const create = useCreateService();
  const update = useUpdateService(id ?? 0);

  return (
    <EditScreen<ServiceFormValues, Service>
      recordKey={isNew ? 'new' : `${id}-${service?.version ?? ''}`}
      initialValues={initialValues}
      validationSchema={serviceSchema}
      saving={{
        create: (values) => create.mutateAsync(toNewService(values)),
        update: (values) => update.mutateAsync(toServiceUpdate(values, service!)),
        // 'Crea' stays on the service just created, where its lines can be added (issue 46).
        stayOn: (created) => paths.services.edit(created.id, page),
      }}
      isNew={isNew}
      title={isNew ? 'Nuovo servizio' : `Modifica servizio ${service?.name ?? ''}`}
      backTo={backTo}
      record={record}
      panels={(form) => [
        {
          key: 'service',
          title: 'Servizio',
          subtitle: 'Nome, descrizione e icona',
          icon: <AppstoreOutlined />,
          content: (
            <>
              <TextField name="name" label="Nome" required maxLength={SERVICE_LIMITS.name} disabled={!isNew} />
              <TextField
                name="description"
                label="Descrizione"
                required
                multiline
                maxLength={SERVICE_LIMITS.description}
              />
              <ImageIconField name="icon" />
              <SwitchField name="alwaysVisible" label="Sempre visibile" />
              {!isNew && (
                <Form.Item label="Ordine" htmlFor="order">
                  <Input id="order" value={service?.order ?? ''} readOnly disabled />
                </Form.Item>
              )}
            </>
          ),
        },
        {
          key: 'lines',
          title: 'Linee',
          subtitle: 'Linee del servizio, in ordine',
          icon: <UnorderedListOutlined />,
          blocked: isNew,
          content: service ? <ServiceLinesPanel service={service} disabled={form.isSubmitting} /> : null,
        },
        historyPanel('service', id),
      ]}
    />
  );
}
