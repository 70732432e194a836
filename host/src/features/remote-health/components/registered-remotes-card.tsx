import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RegisterRemoteBody, type RegisteredRemote, type RemoteWithToken } from '@portal/contracts/api/platform';
import {
  ACTION_COLUMN,
  Button,
  Card,
  Flex,
  Form,
  Modal,
  Popconfirm,
  QueryTable,
  Tag,
  Typography,
  formatDate,
  type TableColumnsType,
} from '@portal/shared-ui';
import { Formik, TextField, contractRules, yup } from '@portal/shared-ui/forms';
import {
  registerRemote,
  registeredRemotesKey,
  registeredRemotesQuery,
  renewRemoteToken,
  revokeRemoteToken,
} from '../api/remote-health';

const rules = yup.object(contractRules(RegisterRemoteBody, ['app', 'team', 'routePrefix', 'section']));
const EMPTY = { app: '', team: '', routePrefix: '', section: '' };

/** A token is shown once, here: the API keeps only its hash. */
function TokenDialog({ made, onClose }: { made: RemoteWithToken | null; onClose: () => void }) {
  return (
    <Modal
      open={made !== null}
      destroyOnHidden
      title={made ? `Token di rilascio di ${made.remote.app}` : ''}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Ho copiato il token
        </Button>
      }
    >
      <Typography.Paragraph>
        Consegnalo alla squadra {made?.remote.team}: lo usa come PORTAL_TEAM_TOKEN per caricare e rilasciare il suo
        remote. Non sarà più mostrato; se va perso se ne crea uno nuovo.
      </Typography.Paragraph>
      <Typography.Paragraph code copyable style={{ wordBreak: 'break-all' }}>
        {made?.token}
      </Typography.Paragraph>
    </Modal>
  );
}

/**
 * 'Remote registrati' (issue 47), for the platform's administrators: the repository's remotes
 * and the teams' ones, what each may contribute, its active version and whether its release
 * token is valid; registering a team's remote, and a new token or none for any of them.
 */
export function RegisteredRemotesCard() {
  const queryClient = useQueryClient();
  const remotes = useQuery(registeredRemotesQuery());
  const [made, setMade] = useState<RemoteWithToken | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: registeredRemotesKey() });
  const register = useMutation({ ...registerRemote, onSuccess: refresh });
  const renew = useMutation({ ...renewRemoteToken, onSuccess: refresh });
  const revoke = useMutation({ ...revokeRemoteToken, onSuccess: refresh });

  const columns: TableColumnsType<RegisteredRemote> = [
    { title: 'Remote', dataIndex: 'app', key: 'app' },
    { title: 'Squadra', dataIndex: 'team', key: 'team' },
    {
      title: 'Percorsi',
      key: 'routePrefix',
      render: (_, row) => (row.hosted ? `${row.routePrefix}/…` : <Tag>Remote del portale</Tag>),
    },
    { title: 'Sezione', key: 'section', render: (_, row) => row.section ?? '—' },
    { title: 'Versione attiva', key: 'activeVersion', render: (_, row) => row.activeVersion ?? '—' },
    {
      title: 'Token',
      key: 'tokenActive',
      render: (_, row) => (row.tokenActive ? <Tag color="green">Valido</Tag> : <Tag color="red">Nessuno</Tag>),
    },
    { title: 'Registrato il', key: 'createdAt', render: (_, row) => formatDate(row.createdAt) },
    {
      title: '',
      key: ACTION_COLUMN,
      render: (_, row) => (
        <Flex gap={8}>
          <Popconfirm
            title={`Nuovo token per ${row.app}? Il precedente smette di valere.`}
            okText="Crea"
            cancelText="Annulla"
            onConfirm={async () => setMade(await renew.mutateAsync({ params: { app: row.app } }))}
          >
            <Button size="small">Nuovo token</Button>
          </Popconfirm>
          <Popconfirm
            title={`Revocare il token di ${row.app}? Nessun rilascio finché non se ne crea uno nuovo.`}
            okText="Revoca"
            cancelText="Annulla"
            disabled={!row.tokenActive}
            onConfirm={() => revoke.mutateAsync({ params: { app: row.app } })}
          >
            <Button size="small" danger disabled={!row.tokenActive}>
              Revoca token
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card title="Remote registrati">
      <Typography.Paragraph type="secondary">
        Il remote di una squadra mostra solo pagine e voci sotto il suo prefisso e, nel back-office, solo la sua
        sezione; i suoi file si caricano sulla piattaforma con il suo token (npm run remote:release).
      </Typography.Paragraph>
      <QueryTable<RegisteredRemote>
        query={remotes}
        rows={remotes.data}
        rowKey="app"
        columns={columns}
        size="middle"
        scroll={{ x: 960 }}
        emptyText="Nessun remote registrato"
        errorText="Non è stato possibile leggere i remote registrati."
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Registra il remote di una squadra
      </Typography.Title>
      <Formik<typeof EMPTY>
        initialValues={EMPTY}
        validationSchema={rules}
        onSubmit={async (values, { resetForm }) => {
          const answer = await register.mutateAsync({
            body: { ...values, section: values.section.trim() || null },
          });
          resetForm();
          setMade(answer);
        }}
      >
        {(formik) => (
          <Form layout="vertical" component="form" onFinish={() => formik.handleSubmit()} style={{ maxWidth: 640 }}>
            <Flex gap={16} wrap>
              <div style={{ flex: '1 1 240px' }}>
                <TextField name="app" label="Nome del remote" placeholder="remote-report" required maxLength={40} />
              </div>
              <div style={{ flex: '1 1 240px' }}>
                <TextField name="team" label="Squadra" placeholder="report" required maxLength={64} />
              </div>
              <div style={{ flex: '1 1 240px' }}>
                <TextField name="routePrefix" label="Prefisso dei percorsi" placeholder="/report" required />
              </div>
              <div style={{ flex: '1 1 240px' }}>
                <TextField name="section" label="Sezione del back-office" placeholder="Report" maxLength={40} />
              </div>
            </Flex>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Registra
            </Button>
          </Form>
        )}
      </Formik>
      <TokenDialog made={made} onClose={() => setMade(null)} />
    </Card>
  );
}
