import { CONTENT_LIMITS } from '@portal/contracts/catalogue';
import { MESSAGES } from '@portal/contracts/messages';
import { useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import { NewContentInput } from '@portal/contracts/api/contents';
import { contractRules, yup } from '@portal/shared-ui/forms';
import { AppstoreOutlined, BookOutlined, Form, Input, isNewRecord } from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { EditScreen, TextField } from '@portal/shared-ui/forms';
import { IconField } from '../../../components/icon-field';
import { DEFAULT_ICON } from '../../../api/get-icons';
import { useCreateContent } from '../api/create-content';
import { useContentRecord } from '../api/get-content';
import { useUpdateContent } from '../api/update-content';
import { ContentProductsPanel } from './content-products-panel';
import { historyPanel } from '../../../components/record-history';
import type { Content } from '../types/content';

const REQUIRED = MESSAGES.required;

interface ContentFormValues {
  description: string;
  icon: string;
}

const schema = yup.object({
  ...contractRules(NewContentInput, ['description']),
  icon: yup.string().trim().required(REQUIRED),
});

/** `/content/new` and `/content/{id}` (spec 002 §2.6); a non-numeric id goes to `/content/new`. */
export default function ContentEditPage() {
  const { contentId: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  const numeric = !isNew && /^\d+$/.test(param ?? '');
  if (!isNew && !numeric) return <Navigate to={paths.contents.create(pageOf(search))} replace />;
  return <ContentEditor id={isNew ? null : Number(param)} page={pageOf(search)} />;
}

function ContentEditor({ id, page }: { id: number | null; page: number }) {
  const isNew = id === null;
  const record = useContentRecord(id);
  const content = record.data ?? null;
  const backTo = paths.contents.list(page);
  const initialValues = useMemo<ContentFormValues>(
    () => ({ description: content?.description ?? '', icon: content?.icon ?? DEFAULT_ICON }),
    [content],
  );

  const create = useCreateContent();
  const update = useUpdateContent();
  const body = (values: ContentFormValues) => ({ description: values.description.trim(), icon: values.icon.trim() });

  return (
    <EditScreen<ContentFormValues, Content>
      isNew={isNew}
      record={record}
      recordKey={isNew ? 'new' : `${id}-${content?.version ?? ''}`}
      initialValues={initialValues}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(body(values)),
        update: (values) => update.mutateAsync({ ...body(values), id: id!, version: content?.version ?? 0 }),
        // 'Crea' stays on the content just created, where its products can be linked (issue 46).
        stayOn: (created) => paths.contents.edit(created.id, page),
      }}
      title={isNew ? 'Nuovo contenuto' : `Modifica contenuto ${content?.description ?? ''}`}
      backTo={backTo}
      panels={() => [
        {
          key: 'content',
          title: 'Contenuto',
          subtitle: 'Descrizione e icona',
          icon: <BookOutlined />,
          content: (
            <>
              <TextField
                name="description"
                label="Descrizione"
                required
                multiline
                maxLength={CONTENT_LIMITS.description}
              />
              {!isNew && (
                <Form.Item label="Ordine" htmlFor="order">
                  <Input id="order" value={content?.order ?? ''} readOnly disabled />
                </Form.Item>
              )}
              <IconField name="icon" />
            </>
          ),
        },
        {
          key: 'products',
          title: 'Prodotti',
          subtitle: 'Prodotti del contenuto',
          icon: <AppstoreOutlined />,
          blocked: isNew,
          content: id !== null ? <ContentProductsPanel contentId={id} /> : null,
        },
        historyPanel('content', id),
      ]}
    />
  );
}
