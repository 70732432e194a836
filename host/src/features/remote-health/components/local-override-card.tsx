import { useQuery } from '@tanstack/react-query';
import { LOCAL_OVERRIDE_URL } from '@portal/contracts/remote-registry';
import { MESSAGES } from '@portal/contracts/messages';
import { Button, Card, Flex, Form, Typography } from '@portal/shared-ui';
import { Formik, SelectField, TextField, yup } from '@portal/shared-ui/forms';
import { readOverrides, saveOverride } from '../../../remotes/local-override';
import { registeredRemotesQuery } from '../api/remote-health';

// Names of their own: the page's other forms have an `app` field, and a label finds its field by id.
const rules = yup.object({
  localRemote: yup.string().required(MESSAGES.required),
  localManifest: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .matches(LOCAL_OVERRIDE_URL, 'Indica il mf-manifest.json di un server su localhost o 127.0.0.1'),
});

/**
 * 'Build locale nel tuo browser' (issue 47): a platform developer sees their local build of one
 * remote inside this portal, with its data, in this browser and for themselves only; the
 * banner over every page ends it. The build is checked like a release before it is loaded.
 */
export function LocalOverrideCard() {
  const remotes = useQuery(registeredRemotesQuery());
  const current = Object.entries(readOverrides());
  return (
    <Card title="Build locale nel tuo browser">
      <Typography.Paragraph type="secondary">
        Il portale carica al posto della versione pubblicata la build del tuo server di sviluppo (npm run dev del
        remote), solo per te e solo in questo browser; gli altri utenti non ne sono toccati. Una build che non è
        compatibile con l&apos;host non viene caricata.
      </Typography.Paragraph>
      {current.length > 0 && (
        <Typography.Paragraph>
          In uso: {current.map(([app, url]) => `${app} da ${url}`).join(', ')}
        </Typography.Paragraph>
      )}
      <Formik
        initialValues={{ localRemote: '', localManifest: '' }}
        validationSchema={rules}
        onSubmit={(values) => {
          saveOverride(values.localRemote, values.localManifest.trim());
          window.location.reload();
        }}
      >
        {(formik) => (
          <Form layout="vertical" component="form" onFinish={() => formik.handleSubmit()} style={{ maxWidth: 640 }}>
            <Flex gap={16} wrap>
              <div style={{ flex: '1 1 200px' }}>
                <SelectField<string>
                  name="localRemote"
                  label="Remote da sostituire"
                  required
                  options={(remotes.data ?? []).map((remote) => ({ value: remote.app, label: remote.app }))}
                />
              </div>
              <div style={{ flex: '2 1 320px' }}>
                <TextField
                  name="localManifest"
                  label="Indirizzo del mf-manifest.json"
                  placeholder="http://localhost:4202/mf-manifest.json"
                  required
                />
              </div>
            </Flex>
            <Button type="primary" htmlType="submit">
              Usa la build locale
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
