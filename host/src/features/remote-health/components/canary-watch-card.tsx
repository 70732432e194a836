import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CanaryWatchBody, type CanaryWatch } from '@portal/contracts/api/platform';
import { App, Button, Card, Flex, Form, Select, Typography } from '@portal/shared-ui';
import { Formik, NumberField, SwitchField, TextField, contractRules, yup } from '@portal/shared-ui/forms';
import { remoteHealthKey, saveCanaryWatch } from '../api/remote-health';

/** The rule's thresholds, in the order the rule reads (canary-watch.ts). */
const THRESHOLDS = [
  ['minErrors', 'Errori almeno'],
  ['minUsers', 'Da utenti almeno'],
  ['windowMinutes', 'Finestra (minuti)'],
  ['ratio', 'Volte la stabile'],
] as const;

const rules = yup.object({
  ...contractRules(CanaryWatchBody, ['minErrors', 'minUsers', 'windowMinutes', 'ratio', 'teamEmail']),
});

/**
 * The watch of one remote's canaries: on or off, its thresholds, and the team's address. The
 * rule it applies is written out beside it, as the server applies it (canary-watch.ts).
 */
export function CanaryWatchCard({ watches }: { watches: readonly CanaryWatch[] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [app, setApp] = useState<string>(watches[0]?.app ?? 'remote-customer');
  const save = useMutation({
    ...saveCanaryWatch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remoteHealthKey() }),
  });
  const watch = watches.find((candidate) => candidate.app === app);
  if (!watch) return null;
  const { app: _app, ...initialValues } = watch;
  return (
    <Card title="Sorveglianza dei canary">
      <Typography.Paragraph type="secondary">
        Un canary viene chiuso da solo, e tutti tornano alla versione stabile, quando nella finestra ha almeno gli
        errori indicati, da almeno gli utenti indicati, e il suo tasso di errori per sessione supera quello della
        versione stabile del numero di volte indicato. Gli amministratori della piattaforma ricevono una notifica; il
        team, se indicato, una mail.
      </Typography.Paragraph>
      <Form layout="vertical" component="div" style={{ maxWidth: 640 }}>
        <Form.Item label="Remote" htmlFor="canary-watch-app">
          <Select<string>
            id="canary-watch-app"
            value={app}
            options={watches.map((candidate) => ({ value: candidate.app, label: candidate.app }))}
            onChange={setApp}
          />
        </Form.Item>
      </Form>
      <Formik<typeof initialValues>
        key={app}
        initialValues={initialValues}
        validationSchema={rules}
        onSubmit={async (values) => {
          const answer = await save.mutateAsync({
            params: { app },
            body: { ...values, teamEmail: values.teamEmail?.trim() || null },
          });
          void message.success(answer.enabled ? 'Sorveglianza salvata' : 'Sorveglianza spenta');
        }}
      >
        {(formik) => (
          <Form layout="vertical" component="form" onFinish={() => formik.handleSubmit()} style={{ maxWidth: 640 }}>
            <SwitchField name="enabled" label="Sorveglianza attiva" />
            <Flex gap={16} wrap>
              {THRESHOLDS.map(([name, label]) => (
                <div key={name} style={{ flex: '1 1 140px' }}>
                  <NumberField name={name} label={label} required />
                </div>
              ))}
            </Flex>
            <TextField name="teamEmail" label="Email del team" maxLength={200} />
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              Salva
            </Button>
          </Form>
        )}
      </Formik>
    </Card>
  );
}
