import { useState } from 'react';
import type { SubjectChange } from '@portal/contracts/api/portfolio';
import { SUBJECT_CHANGE_LABELS } from '@portal/contracts/portfolio';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  ListScreen,
  Select,
  Typography,
  formatDateTime,
  useListState,
  type TableColumnsType,
} from '@portal/shared-ui';
import { useRecordChange, subjectChangesPage } from '../api/subject-changes';
import { LIST_PAGE_SIZES } from '../../../config/lists';

type Kind = SubjectChange['kind'];
const KINDS = Object.keys(SUBJECT_CHANGE_LABELS) as Kind[];
/** A codice fiscale (16) or a partita IVA (11). */
const SUBJECT_CODE = /^([A-Za-z0-9]{16}|\d{11})$/;

const columns: TableColumnsType<SubjectChange> = [
  { title: 'Data', dataIndex: 'at', width: 150, render: (at: string) => formatDateTime(at) },
  { title: 'Soggetto', dataIndex: 'subjectCode', width: 180 },
  { title: 'Variazione', dataIndex: 'kind', width: 170, render: (kind: Kind) => SUBJECT_CHANGE_LABELS[kind] },
  { title: 'Dettaglio', dataIndex: 'description', ellipsis: { showTitle: true } },
  { title: 'Monitoraggi avvisati', dataIndex: 'alerts', width: 170, align: 'right' },
  { title: 'Registrata da', dataIndex: 'recordedBy', width: 170 },
];

/** The form of a new change: the subject, what changed, how. */
function RecordChange() {
  const { message } = App.useApp();
  const record = useRecordChange();
  const [subjectCode, setSubjectCode] = useState('');
  const [kind, setKind] = useState<Kind>('status');
  const [description, setDescription] = useState('');
  const codeValid = SUBJECT_CODE.test(subjectCode.trim());
  return (
    <Card title="Registra una variazione" size="small">
      <Flex gap={12} wrap align="flex-start">
        <Flex vertical style={{ width: 240 }}>
          <Input
            aria-label="Codice fiscale o partita IVA"
            placeholder="Codice fiscale o partita IVA"
            value={subjectCode}
            maxLength={16}
            status={subjectCode && !codeValid ? 'error' : undefined}
            onChange={(event) => setSubjectCode(event.target.value.toUpperCase())}
          />
          {subjectCode && !codeValid && (
            <Typography.Text type="danger">Inserire un codice fiscale o una partita IVA valida</Typography.Text>
          )}
        </Flex>
        <Select<Kind>
          aria-label="Variazione"
          style={{ width: 200 }}
          value={kind}
          options={KINDS.map((value) => ({ value, label: SUBJECT_CHANGE_LABELS[value] }))}
          onChange={setKind}
        />
        <Input
          aria-label="Dettaglio della variazione"
          placeholder="Es. cessata attività dal 01/12/2026"
          style={{ flex: 1, minWidth: 280 }}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button
          type="primary"
          loading={record.isPending}
          disabled={!codeValid || description.trim() === ''}
          onClick={() =>
            record.mutate(
              { subjectCode: subjectCode.trim(), kind, description: description.trim() },
              {
                onSuccess: (change) => {
                  void message.success(
                    change.alerts === 0
                      ? 'Variazione registrata: nessun monitoraggio attivo sul soggetto'
                      : `Variazione registrata: avvisati ${change.alerts} monitoraggi`,
                  );
                  setDescription('');
                },
              },
            )
          }
        >
          Registra
        </Button>
      </Flex>
    </Card>
  );
}

/** `/subject-changes` (manager): how alerts arise here, a change in a subject's data recorded by an operator. */
export default function SubjectChangesPage() {
  const list = useListState({ defaultSize: 20 });
  return (
    <Flex vertical gap={16}>
      <RecordChange />
      <ListScreen
        title="Variazioni dei soggetti"
        list={list}
        query={subjectChangesPage}
        search={{ placeholder: 'Cerca per codice o dettaglio', delay: 1000 }}
        columns={columns}
        rowKey="id"
        sizeOptions={LIST_PAGE_SIZES}
        emptyText="Nessuna variazione registrata"
        minTableWidth={1000}
      />
    </Flex>
  );
}
