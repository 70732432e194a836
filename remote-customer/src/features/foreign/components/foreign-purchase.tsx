import { useState } from 'react';
import { useNavigate } from '@portal/shared-auth/router';
import { Formik, contractRules, yup } from '@portal/shared-ui/forms';
import { ForeignOfflineRequest, type ForeignAvailability, type ForeignCompany } from '@portal/contracts/api/foreign';
import type { RequestCreated } from '@portal/contracts/api/requests';
import { VAT_IDENTIFIER_CODE } from '@portal/contracts/foreign';
import { FOREIGN_MESSAGES } from '@portal/contracts/messages';
import type { ApiError } from '@portal/shared-auth';
import { App, Button, Flex, Input, Modal, Radio, Typography, formatEuro } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { warnOfReport } from '../../../components/report-warning';
import { checkAvailability, usePurchase } from '../api/foreign';

type Step =
  | { kind: 'idle' }
  | { kind: 'choose'; availability: ForeignAvailability }
  | { kind: 'not-online'; availability: ForeignAvailability }
  | { kind: 'offline'; availability: ForeignAvailability };

const offlineSchema = yup.object({
  ...contractRules(ForeignOfflineRequest, ['companyName', 'nation', 'zipCode', 'city', 'vat']),
  language: yup.string().oneOf(['IT', 'EN']).required(),
});

function Field({
  name,
  label,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Flex vertical gap={2}>
      <label htmlFor={`offline-${name}`}>{label}</label>
      <Input
        id={`offline-${name}`}
        value={value}
        status={error ? 'error' : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
    </Flex>
  );
}

/**
 * 'Acquista' on a foreign company (spec 001 §4): online availability first; the nation's two
 * reports to choose from; none, or not online, the offline request with the company's data
 * (English adds the translation, whose cost is confirmed); an online order the provider cannot
 * deliver asks whether to buy the offline one ('Report non disponibile online').
 */
export function ForeignPurchaseButton({ company }: { company: ForeignCompany }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const purchase = usePurchase();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);
  const close = () => setStep({ kind: 'idle' });
  const bought = (request: RequestCreated) => {
    close();
    void message.success(`Richiesta n. ${request.idRichiesta} salvata`);
    warnOfReport(message, request);
    navigate(paths.request(request.idRichiesta));
  };
  const failed = (error: ApiError) => void message.error(error.message);

  const start = () => {
    setChecking(true);
    checkAvailability(company.company_id)
      .then((availability) => setStep({ kind: availability.available ? 'choose' : 'offline', availability }))
      .catch(() => undefined)
      .finally(() => setChecking(false));
  };
  const buyOnline = (availability: ForeignAvailability, productCode: string) =>
    purchase.mutate(
      { companyId: company.company_id, productCode },
      {
        onSuccess: (result) => bought(result.request),
        onError: (error) =>
          (error as ApiError).status === 409 && ((error as ApiError).context as { offline?: boolean } | null)?.offline
            ? setStep({ kind: 'not-online', availability })
            : failed(error as ApiError),
      },
    );
  const vat =
    company.national_identifiers.find((identifier) => identifier.type.code === VAT_IDENTIFIER_CODE)?.value ?? '';
  const initial: ForeignOfflineRequest = {
    companyName: company.company_name,
    nation: company.nation_codes.denominazioneNazione,
    zipCode: company.address.zip_code ?? '',
    city: company.address.city,
    vat,
    language: 'IT',
  };

  return (
    <>
      <Button
        type="primary"
        loading={checking}
        onClick={start}
        aria-label={`Acquista il report di ${company.company_name}`}
      >
        Acquista
      </Button>
      <Modal open={step.kind === 'choose'} title={`Report di ${company.company_name}`} footer={null} onCancel={close}>
        {step.kind === 'choose' && (
          <Flex vertical gap={8}>
            <Typography.Text>Il report è disponibile online. Scegli quale acquistare:</Typography.Text>
            {step.availability.products.map((product) => (
              <Button
                key={product.productCode}
                loading={purchase.isPending && purchase.variables?.productCode === product.productCode}
                onClick={() => buyOnline(step.availability, product.productCode)}
              >
                {product.description} - {formatEuro(product.price)}
              </Button>
            ))}
          </Flex>
        )}
      </Modal>
      <Modal
        open={step.kind === 'not-online'}
        title={FOREIGN_MESSAGES.notOnlineTitle}
        okText="Acquista"
        cancelText="Annulla richiesta"
        onCancel={close}
        onOk={() => step.kind === 'not-online' && setStep({ kind: 'offline', availability: step.availability })}
      >
        {FOREIGN_MESSAGES.offerOffline}
      </Modal>
      {step.kind === 'offline' && (
        <Formik<ForeignOfflineRequest>
          initialValues={initial}
          validationSchema={offlineSchema}
          onSubmit={(values, helpers) =>
            purchase.mutate(
              { companyId: company.company_id, offline: values },
              {
                onSuccess: (result) => bought(result.request),
                onError: (error) => failed(error as ApiError),
                onSettled: () => helpers.setSubmitting(false),
              },
            )
          }
        >
          {(form) => {
            const { availability } = step;
            const total =
              form.values.language === 'EN'
                ? `${availability.offline.price} + ${availability.translation.price}`
                : null;
            return (
              <Modal
                open
                title="Richiesta offline"
                okText="Acquista"
                cancelText="Annulla"
                okButtonProps={{ loading: purchase.isPending }}
                onCancel={close}
                onOk={() => void form.submitForm()}
              >
                <Flex vertical gap={10}>
                  <Typography.Text>
                    Il report sarà preparato dai nostri analisti: {availability.offline.description},{' '}
                    {formatEuro(availability.offline.price)}.
                  </Typography.Text>
                  {(['companyName', 'nation', 'zipCode', 'city', 'vat'] as const).map((name) => (
                    <Field
                      key={name}
                      name={name}
                      label={
                        {
                          companyName: 'Ragione sociale',
                          nation: 'Nazione',
                          zipCode: 'CAP',
                          city: 'Città',
                          vat: 'Partita IVA',
                        }[name]
                      }
                      value={form.values[name] ?? ''}
                      error={form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined}
                      onChange={(value) => void form.setFieldValue(name, value)}
                    />
                  ))}
                  <Flex vertical gap={2}>
                    <span id="offline-language">Lingua del report</span>
                    <Radio.Group
                      aria-labelledby="offline-language"
                      value={form.values.language}
                      onChange={(event) => {
                        if (event.target.value !== 'EN') return void form.setFieldValue('language', 'IT');
                        void modal.confirm({
                          title: 'Traduzione in inglese',
                          content: FOREIGN_MESSAGES.translationConfirm(formatEuro(availability.translation.price)),
                          okText: 'Conferma',
                          cancelText: 'Annulla',
                          onOk: () => void form.setFieldValue('language', 'EN'),
                        });
                      }}
                      options={[
                        { value: 'IT', label: 'Italiano' },
                        { value: 'EN', label: 'Inglese (con traduzione)' },
                      ]}
                    />
                  </Flex>
                  {total && (
                    <Typography.Text type="secondary">
                      Report e traduzione: {formatEuro(availability.offline.price)} +{' '}
                      {formatEuro(availability.translation.price)}
                    </Typography.Text>
                  )}
                </Flex>
              </Modal>
            );
          }}
        </Formik>
      )}
    </>
  );
}
