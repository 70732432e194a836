import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from '@portal/shared-auth/router';
import { LINE_LIMITS } from '@portal/contracts/catalogue';
import { AppstoreOutlined, Col, Row, UnorderedListOutlined, isNewRecord, type RemoteData } from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { EditScreen, NumberField, SelectField, SwitchField, TextField } from '@portal/shared-ui/forms';
import { CodeAvailabilityCheck, createCodeAvailability } from '../../../components/code-availability';
import { isLineCodeAvailable } from '../api/check-line-code';
import { useLineRecord } from '../api/get-line';
import { useFormOptions, useServiceOptions } from '../../../api/catalogue-options';
import { useLineProducts } from '../api/get-line-products';
import { useCreateLine, useUpdateLine } from '../api/save-line';
import { LINE_FLAGS, lineSchema, toLineUpdate, toLineValues, toNewLine, type LineFormValues } from '../hooks/line-form';
import { LineProductsPanel } from './line-products-panel';
import { historyPanel } from '../../../components/record-history';
import type { Line } from '../types/line';

/** The service a line was opened from (`?serviceId=`), or `null`. */
function serviceOf(search: URLSearchParams): number | null {
  const id = Number(search.get('serviceId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Where Cancel (the back arrow) and a save go (spec 002 §2.8): the service the line was
 * opened from, else the list at its page.
 */
export function lineBackPath(search: URLSearchParams): string {
  const serviceId = serviceOf(search);
  return serviceId ? paths.services.edit(serviceId) : paths.lines.list(pageOf(search));
}

/** `/line/new` and `/line/{id}` (spec 002 §2.8); a non-numeric id goes to `/line/new`. */
export default function LineEditPage() {
  const { lineId: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  if (!isNew && !/^\d+$/.test(param ?? '')) return <Navigate to={`/line/new?${search}`} replace />;
  return <LineEditor key={param} id={isNew ? null : Number(param)} search={search} />;
}

function LineEditor({ id, search }: { id: number | null; search: URLSearchParams }) {
  const isNew = id === null;
  const location = useLocation();
  const record = useLineRecord(id);
  const productsRead = useLineProducts(id);
  const line = record.data ?? null;
  const backTo = lineBackPath(search);
  const [codes] = useState(() => createCodeAvailability(isLineCodeAvailable));
  const schema = useMemo(() => lineSchema(isNew, codes), [isNew, codes]);
  const services = useServiceOptions();
  const forms = useFormOptions();
  const initialValues = useMemo(
    () => toLineValues(line, productsRead.data ?? [], serviceOf(search)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is read once
    [line, productsRead.data],
  );
  // The line and its products load together: the form starts when both are in.
  const loaded: RemoteData<Line> = {
    data: line && productsRead.data ? line : undefined,
    isFetching: record.isFetching || productsRead.isFetching,
    error: record.error ?? productsRead.error,
    refetch: () => Promise.all([record.refetch(), productsRead.refetch()]).then(([first]) => first),
  };

  const create = useCreateLine();
  const update = useUpdateLine(id ?? 0);
  const openPanel = (location.state as { panel?: string } | null)?.panel;

  return (
    <EditScreen<LineFormValues, Line>
      recordKey={isNew ? 'new' : `${id}-${line?.version ?? ''}-${productsRead.dataUpdatedAt}`}
      initialValues={initialValues}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(toNewLine(values)),
        update: (values) => update.mutateAsync(toLineUpdate(values, line!, productsRead.data ?? [])),
        // The line now exists: same screen at its id, where its products can be added.
        stayOn: (created) => ({
          to: `${paths.lines.edit(created.id)}${location.search}`,
          state: { panel: 'products' },
        }),
      }}
      isNew={isNew}
      title={isNew ? 'Nuova linea' : `Modifica linea ${line?.name ?? ''}`}
      backTo={backTo}
      record={loaded}
      initialPanel={isNew ? 'line' : (openPanel ?? 'line')}
      panels={(form) => [
        {
          key: 'line',
          title: 'Linea',
          subtitle: 'Codice, servizio e form',
          icon: <AppstoreOutlined />,
          content: (
            <>
              {isNew && <CodeAvailabilityCheck name="code" availability={codes} />}
              <TextField name="code" label="Codice" required maxLength={LINE_LIMITS.code} disabled={!isNew} />
              <TextField name="name" label="Nome" required maxLength={LINE_LIMITS.name} />
              <TextField
                name="description"
                label="Descrizione"
                required
                multiline
                maxLength={LINE_LIMITS.description}
              />
              <SelectField<number>
                name="serviceId"
                label="Servizio"
                required
                placeholder="Scegli un servizio"
                showSearch
                options={services.data ?? []}
              />
              <SelectField<string>
                name="formCode"
                label="Form"
                required
                placeholder="Scegli una form"
                showSearch
                options={forms.data ?? []}
              />
              <NumberField name="order" label="Ordine" disabled={!isNew} />
              <Row gutter={16}>
                {LINE_FLAGS.map((flag) => (
                  <Col key={flag.name} xs={12} md={8} lg={6}>
                    <SwitchField name={flag.name} label={flag.label} />
                  </Col>
                ))}
              </Row>
            </>
          ),
        },
        {
          key: 'products',
          title: 'Prodotti',
          subtitle: 'Prodotti della linea',
          icon: <UnorderedListOutlined />,
          blocked: isNew,
          content: id !== null ? <LineProductsPanel lineId={id} disabled={form.isSubmitting} /> : null,
        },
        historyPanel('line', id),
      ]}
    />
  );
}
