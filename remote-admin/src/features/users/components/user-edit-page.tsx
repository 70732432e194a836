import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams, useSearchParams } from '@portal/shared-auth/router';
import { EditScreen, SAVED_TEXT, useFormikContext } from '@portal/shared-ui/forms';
import {
  Alert,
  App,
  AppstoreOutlined,
  Button,
  Col,
  Form,
  Radio,
  Row,
  SafetyCertificateOutlined,
  TeamOutlined,
  UserOutlined,
  formatDateTime,
  isNewRecord,
} from '@portal/shared-ui';
import { pageOf, paths } from '../../../config/paths';
import { NumberField, SelectField, SwitchField, TextField, labelOptions } from '@portal/shared-ui/forms';
import { CodeAvailabilityCheck, createCodeAvailability } from '../../../components/code-availability';
import { isLoginAvailable } from '../api/check-login';
import { useClientPriceLists, useUserRecord } from '../api/get-user';
import { useProfiles } from '../api/profiles';
import { useCreateUser, useResendActivation, useUpdateUser } from '../api/save-user';
import { toNewUser, toUserUpdate, toUserValues, userSchema, type UserFormValues } from '../hooks/user-form';
import {
  APPROVAZIONE_LABELS,
  ENABLE_PS_WS_LABELS,
  MAIL_EVASIONE_LABELS,
  USER_LIMITS,
  type UserDetail,
} from '../types/user';
import { ClientField } from './client-field';
import { ProfilesField } from './profiles-field';
import { historyPanel } from '../../../components/record-history';

const NOT_SPECIFIED = { value: '', label: 'Non specificato' };

/** `/user/new` and `/user/{id}` (spec 002 §2.15); a non-numeric id goes to `/user/new`. */
export default function UserEditPage() {
  const { userId: param } = useParams();
  const [search] = useSearchParams();
  const isNew = isNewRecord(param);
  if (!isNew && !/^\d+$/.test(param ?? '')) return <Navigate to="/user/new" replace />;
  return <UserEditor key={param} id={isNew ? null : Number(param)} page={pageOf(search)} />;
}

function UserEditor({ id, page }: { id: number | null; page: number }) {
  const isNew = id === null;
  const record = useUserRecord(id);
  const user = record.data ?? null;
  const backTo = paths.users.list(page);
  const profiles = useProfiles();
  const [logins] = useState(() => createCodeAvailability(isLoginAvailable));
  const [clientId, setClientId] = useState<number | null>(null);
  const priceLists = useClientPriceLists(clientId ?? user?.customerId ?? null);
  const hasPriceLists = (priceLists.data?.length ?? 0) > 0;
  const schema = useMemo(() => userSchema(isNew, logins, hasPriceLists), [isNew, logins, hasPriceLists]);
  const baseProfile = profiles.data?.find((profile) => profile.profileCode === 'BASE');
  const initialValues = useMemo(() => toUserValues(user), [user]);

  const create = useCreateUser();
  const update = useUpdateUser(id ?? 0);

  return (
    <EditScreen<UserFormValues, UserDetail>
      recordKey={isNew ? 'new' : `${id}-${user?.version ?? ''}`}
      initialValues={initialValues}
      validationSchema={schema}
      saving={{
        create: (values) => create.mutateAsync(toNewUser(values)),
        update: (values) => update.mutateAsync(toUserUpdate(values, user!)),
        // 'Crea' stays on the user just created, where the permissions can be given (issue 46).
        stayOn: (created) => paths.users.edit(created.id, page),
        savedText: (values, created) =>
          created ? `Utente creato: la mail di attivazione è stata inviata a ${values.email.trim()}` : SAVED_TEXT,
      }}
      isNew={isNew}
      title={isNew ? 'Nuovo utente' : `Utente ${user?.login ?? ''}`}
      backTo={backTo}
      record={record}
      readOnlyReason={user?.readOnlyReason}
      initialPanel="account"
      panels={(form) => [
        {
          key: 'account',
          title: 'Account',
          subtitle: 'Login, nome, email e cliente',
          inputs: ['login', 'enablePsWs', 'name', 'lastName', 'email', 'note', 'customerId'],
          icon: <UserOutlined />,
          content: (
            <>
              <ClientWatcher onClient={setClientId} />
              <RevalidateOn value={hasPriceLists} />
              {isNew && baseProfile && <DefaultProfile profileId={baseProfile.id} />}
              {user?.readOnlyReason && (
                <Alert type="warning" showIcon title={user.readOnlyReason} style={{ marginBottom: 16 }} />
              )}
              {user && <UserState user={user} />}
              {isNew && <CodeAvailabilityCheck name="login" availability={logins} />}
              <TextField name="login" label="Login" required maxLength={USER_LIMITS.login} disabled={!isNew} />
              <SelectField
                name="enablePsWs"
                label="Abilitazione"
                required
                options={labelOptions(ENABLE_PS_WS_LABELS)}
              />
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <TextField name="name" label="Nome" required maxLength={USER_LIMITS.name} />
                </Col>
                <Col xs={24} md={12}>
                  <TextField name="lastName" label="Cognome" required maxLength={USER_LIMITS.lastName} />
                </Col>
              </Row>
              <TextField name="email" label="Email" required maxLength={USER_LIMITS.email} />
              <ClientField disabled={form.isSubmitting} />
              <TextField name="note" label="Note" multiline maxLength={USER_LIMITS.note} />
            </>
          ),
        },
        {
          key: 'security',
          title: 'Sicurezza',
          subtitle: 'Stato, recupero e regole della password',
          inputs: ['passwordExpiredIn', 'passwordDurationDays', 'pwdMinLength', 'pwdNumDiff'],
          icon: <SafetyCertificateOutlined />,
          content: (
            <>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <SwitchField name="active" label="Utente attivo" />
                </Col>
                <Col xs={24} md={12}>
                  <SwitchField name="recovery" label="Recupero password" />
                </Col>
              </Row>
              <Row gutter={16}>
                <Col xs={24} md={12}>
                  <NumberField name="passwordExpiredIn" label="Giorni di scadenza utente" required />
                </Col>
                <Col xs={24} md={12}>
                  <NumberField name="passwordDurationDays" label="Durata password (giorni)" required />
                </Col>
                <Col xs={24} md={12}>
                  <NumberField name="pwdMinLength" label="Lunghezza minima password" required />
                </Col>
                <Col xs={24} md={12}>
                  <NumberField name="pwdNumDiff" label="Numero di password diverse" required />
                </Col>
              </Row>
            </>
          ),
        },
        {
          key: 'apps',
          title: 'Altri applicativi',
          subtitle: 'Accesso agli applicativi esterni',
          icon: <AppstoreOutlined />,
          content: <OtherAppsField />,
        },
        {
          key: 'enablements',
          title: 'Abilitazioni',
          subtitle: 'Approvazione, mail, listino e profili',
          inputs: ['profiloListino', 'profiles'],
          icon: <TeamOutlined />,
          content: (
            <>
              <SelectField<string>
                name="approvazione"
                label="Approvazione richieste offline"
                options={[NOT_SPECIFIED, ...labelOptions(APPROVAZIONE_LABELS)]}
              />
              <SelectField<string>
                name="mailEvasioneRichOffline"
                label="Mail evasione richieste offline"
                options={[NOT_SPECIFIED, ...labelOptions(MAIL_EVASIONE_LABELS)]}
              />
              <SelectField<string>
                name="profiloListino"
                label="Profilo listino"
                required={hasPriceLists}
                disabled={!hasPriceLists}
                allowClear
                placeholder={hasPriceLists ? 'Scegli un profilo listino' : 'Il cliente non ha profili listino'}
                options={(priceLists.data ?? []).map((list) => ({
                  value: list.codice,
                  label: `${list.codice} - ${list.descrizione}`,
                }))}
              />
              <ProfilesField disabled={form.isSubmitting} />
            </>
          ),
        },
        historyPanel('user', id),
      ]}
    />
  );
}

/** Tells the page which client is chosen, so it loads that client's price-list profiles. */
function ClientWatcher({ onClient }: { onClient: (clientId: number | null) => void }) {
  const { values } = useFormikContext<UserFormValues>();
  useEffect(() => onClient(values.customerId), [values.customerId, onClient]);
  return null;
}

/** Validates again when a rule changes (the chosen client has, or has not, price-list profiles). */
function RevalidateOn({ value }: { value: unknown }) {
  const { validateForm } = useFormikContext<UserFormValues>();
  useEffect(() => {
    void validateForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rule changes
  }, [value]);
  return null;
}

/** A new user starts with the base profile, once the profiles are known (typing is never reset). */
function DefaultProfile({ profileId }: { profileId: number }) {
  const { values, touched, resetForm } = useFormikContext<UserFormValues>();
  useEffect(() => {
    // The default is where the form starts, not a change of the user's (leaving does not ask).
    if (values.profiles.length === 0 && !touched.profiles)
      resetForm({ values: { ...values, profiles: [profileId] }, touched });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the profile is known
  }, [profileId]);
  return null;
}

/** 'Altri applicativi': access to the external applications, Si/No. */
function OtherAppsField() {
  const { values, setFieldValue } = useFormikContext<UserFormValues>();
  return (
    <Form.Item label="Accesso ad altri applicativi">
      <Radio.Group
        value={values.richAbilTelemaco}
        onChange={(event) => void setFieldValue('richAbilTelemaco', event.target.value)}
        options={[
          { value: 'S', label: 'Si' },
          { value: 'N', label: 'No' },
        ]}
      />
    </Form.Item>
  );
}

/** What the back office should know of an existing user: last access, lock, activation pending. */
function UserState({ user }: { user: UserDetail }) {
  const { message } = App.useApp();
  const resend = useResendActivation(user.id);
  return (
    <>
      {user.pending && (
        <Alert
          type="warning"
          showIcon
          title="L'utente non ha ancora scelto la password dalla mail di attivazione."
          action={
            <Button
              loading={resend.isPending}
              disabled={!!user.readOnlyReason}
              onClick={() =>
                resend.mutate(undefined, {
                  onSuccess: () => void message.success('Mail di attivazione inviata di nuovo'),
                })
              }
            >
              Invia di nuovo
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {user.locked && (
        <Alert
          type="error"
          showIcon
          title="Account bloccato dopo troppi tentativi di accesso: si sblocca con il collegamento mandato per email."
          style={{ marginBottom: 16 }}
        />
      )}
      <Alert
        type="info"
        title={
          user.lastAccessDate ? `Ultimo accesso: ${formatDateTime(user.lastAccessDate)}` : 'Mai entrato nel portale'
        }
        style={{ marginBottom: 16 }}
      />
    </>
  );
}
