import { useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  Empty,
  Flex,
  PlusOutlined,
  RemoveButton,
  Select,
  Skeleton,
  Tooltip,
  Typography,
  PERMANENT_REMOVAL_TEXT,
} from '@portal/shared-ui';
import { FIELD_TYPE_LABELS } from '@portal/contracts/catalogue';
import { SortableRows } from '../../../components/sortable-rows';
import { getAvailableFields } from '../api/get-available-fields';
import { nextGroup, type useFormLinks } from '../hooks/use-form-links';
import { DIMENSIONS, SUBJECT_TYPES, type AvailableField, type FormFieldLink } from '../types/form';

type Links = ReturnType<typeof useFormLinks>;

const COLUMNS = '40px minmax(160px, 2fr) 110px 100px 180px 90px 90px 70px 40px';

function AddField({ links, onAdd }: { links: FormFieldLink[]; onAdd: (fieldCode: string) => Promise<void> }) {
  const [available, setAvailable] = useState<AvailableField[]>([]);
  const [chosen, setChosen] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    getAvailableFields().then(setAvailable, () => setAvailable([]));
  }, []);
  const linked = new Set(links.map((link) => link.id.fieldCode));
  const options = available
    .filter((field) => !linked.has(field.fieldCode))
    .map((field) => ({ value: field.fieldCode, label: `${field.name} (${field.fieldCode})` }));
  return (
    <Flex gap={8} wrap>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        aria-label="Campo da aggiungere"
        placeholder="Scegli un campo"
        style={{ minWidth: 320 }}
        value={chosen}
        options={options}
        onChange={setChosen}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={!chosen}
        loading={busy}
        onClick={async () => {
          if (!chosen) return;
          setBusy(true);
          try {
            await onAdd(chosen);
            setChosen(undefined);
          } catch {
            // the client has shown the message
          } finally {
            setBusy(false);
          }
        }}
      >
        Aggiungi campo
      </Button>
    </Flex>
  );
}

function LinkRow({ link, links }: { link: FormFieldLink; links: Links }) {
  const code = link.id.fieldCode;
  return (
    <>
      <Typography.Text type="secondary">{link.order}</Typography.Text>
      <Flex vertical>
        <Typography.Text strong>{link.field.name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {code}
        </Typography.Text>
      </Flex>
      <span>{link.field.type ? FIELD_TYPE_LABELS[link.field.type] : ''}</span>
      <Checkbox
        aria-label={`Obbligatorio ${code}`}
        checked={link.obligatory}
        onChange={(event) => void links.change(code, { obligatory: event.target.checked })}
      />
      <Select
        aria-label={`Soggetto ${code}`}
        size="small"
        value={link.subjectType}
        options={SUBJECT_TYPES.map((type) => ({ value: type.value, label: `${type.value} - ${type.label}` }))}
        // The code alone in the cell; the dropdown explains each.
        labelRender={({ value }) => String(value)}
        onChange={(subjectType) => void links.change(code, { subjectType })}
        popupMatchSelectWidth={false}
      />
      <Select
        aria-label={`Dimensione ${code}`}
        size="small"
        value={link.dimension}
        options={DIMENSIONS.map((value) => ({ value, label: String(value) }))}
        onChange={(dimension) => void links.change(code, { dimension })}
      />
      <Checkbox
        aria-label={`Nuova riga ${code}`}
        checked={link.newRiga}
        onChange={(event) => void links.change(code, { newRiga: event.target.checked })}
      />
      <Tooltip title="Clic per il gruppo successivo (0-5)">
        <Button
          size="small"
          aria-label={`Gruppo ${code}`}
          onClick={() => void links.change(code, { group: nextGroup(link.group) })}
        >
          {link.group}
        </Button>
      </Tooltip>
      <RemoveButton
        title="Rimozione campo form"
        content={PERMANENT_REMOVAL_TEXT}
        label={`Rimuovi ${code}`}
        onConfirm={() => links.remove(code)}
      />
    </>
  );
}

/** Panel 'Campi form': the form's field links, reordered by dragging their handle (spec 002 §2.4). */
export function FormLinksPanel({ links }: { links: Links }) {
  if (links.loading && links.links.length === 0) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <AddField links={links.links} onAdd={links.add} />
      {links.links.length === 0 ? (
        <Empty description="Nessun campo nella form" />
      ) : (
        <SortableRows
          label="Campi della form"
          items={links.links}
          rowKey={(link) => link.id.fieldCode}
          columns={COLUMNS}
          headings={['Ord.', 'Campo', 'Tipo', 'Obblig.', 'Soggetto', 'Dim.', 'Nuova riga', 'Gruppo', '']}
          renderCells={(link) => <LinkRow link={link} links={links} />}
          handleLabel={(link) => `Trascina ${link.id.fieldCode}`}
          onMove={(from, to) => void links.move(from, to)}
          rowAttributes={(link) => ({ 'data-field-code': link.id.fieldCode })}
          minWidth={980}
        />
      )}
      {links.saving && (
        <Typography.Text type="secondary">Salvataggio dell'ordine e delle impostazioni…</Typography.Text>
      )}
    </Flex>
  );
}
