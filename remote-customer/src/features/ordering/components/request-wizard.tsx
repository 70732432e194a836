import { memo, useEffect, useState } from 'react';
import { Link, useNavigate } from '@portal/shared-auth/router';
import type { OrderForm } from '@portal/contracts/api/ordering';
import type { RequestCreated } from '@portal/contracts/api/requests';
import type { BatchCreated } from '@portal/contracts/api/batches';
import { requestFormProblems, type RequestFormField, type RequestFormValues } from '@portal/contracts/request-form';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { shortfall } from '@portal/contracts/money';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { useAuth } from '@portal/shared-auth';
import {
  Alert,
  App,
  Button,
  Card,
  Flex,
  Input,
  Radio,
  Skeleton,
  Typography,
  fieldOfError,
  formatDate,
  formatEuro,
  saveErrorMessage,
} from '@portal/shared-ui';
import { Descriptions } from '@portal/shared-ui/descriptions';
import { Result } from '@portal/shared-ui/result';
import { Tabs } from '@portal/shared-ui/tabs';
import { Steps } from '@portal/shared-ui/steps';
import { paths } from '../../../config/paths';
import { FoundCompanies } from '../../../components/found-companies';
import { ReportActions } from '../../../components/report-actions';
import { chargeText, type SavedRequestState } from '../../../components/request-charge';
import { warnOfReport } from '../../../components/report-warning';
import { useCheckRequest, useCreateRequest, useOrderForms, useQuote } from '../api/request-wizard';
import { initialRequestValues, newRequestInput, type RequestAbout } from '../hooks/request-values';
import type { Subject, SubjectType } from '../types/ordering';
import { BatchUpload } from './batch-upload';
import { DynamicForm } from './dynamic-form';
import { FormState } from './form-state';
import { SubjectRequestsPanel } from './subject-requests-panel';

export const STEP_TITLES = ['Dati richiesta', 'Conferma richiesta', 'Richiesta salvata'] as const;
/** A search product without a new search: the search runs from the first step (spec 001 §2.1). */
export const SEARCH_STEP_TITLES = ['Dati richiesta', 'Risultato della ricerca'] as const;
export const INTERNAL_REFERENCE_MAX = 100;

const shownValue = (value: RequestFormValues[string]) =>
  value === true ? 'Sì' : value === false ? 'No' : value === null || value === undefined ? '' : String(value);

/**
 * 'Credito insufficiente' with what is missing, and the way to a top-up for whoever may ask for
 * one (the credit dashboard's permission).
 */
function CreditShort({ price, credit }: { price: string; credit: string }) {
  const mayTopUp = useAuth((state) => state.permissions.includes(PERMISSIONS.creditDashboard));
  return (
    <Alert
      type="error"
      showIcon
      title={ORDERING_MESSAGES.creditShortBy(formatEuro(shortfall(price, credit)))}
      description={
        mayTopUp ? (
          <Link to={paths.creditDashboard}>Richiedi una ricarica del credito</Link>
        ) : (
          'Per una ricarica rivolgiti a chi gestisce il credito del tuo cliente.'
        )
      }
    />
  );
}

/**
 * The price of the request and the client's credit, and when an offline one will be fulfilled;
 * 'Credito insufficiente' when the credit is short.
 */
function QuoteSummary({ productId }: { productId: number }) {
  const quote = useQuote(productId, true);
  if (quote.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (!quote.data) return null;
  return (
    <>
      <Descriptions
        size="small"
        // One column on a phone: side by side, an amount would break inside its digits.
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'price', label: 'Prezzo', children: <strong>{formatEuro(quote.data.price)}</strong> },
          { key: 'credit', label: 'Credito disponibile', children: formatEuro(quote.data.credit) },
          ...(quote.data.dueDate
            ? [{ key: 'due', label: 'Evasione prevista entro il', children: formatDate(quote.data.dueDate) }]
            : []),
        ]}
      />
      {!quote.data.enough && <CreditShort price={quote.data.price} credit={quote.data.credit} />}
    </>
  );
}

function Confirm(props: {
  order: OrderForm;
  about: RequestAbout;
  singleSubject: boolean;
  values: RequestFormValues;
  attachments: Record<string, string>;
  onBack: () => void;
  onDone: (created: RequestCreated) => void;
}) {
  const { order, values } = props;
  const { subject } = props.about;
  const quote = useQuote(order.product.id, true);
  const create = useCreateRequest();
  const [reference, setReference] = useState('');
  const filled = order.fields.filter((field) => field.type !== 'HIDDEN' && shownValue(values[field.fieldCode]) !== '');
  const short = quote.data ? !quote.data.enough : false;
  const confirm = () =>
    create.mutate(newRequestInput(order, props.about, values, reference, props.attachments), {
      onSuccess: props.onDone,
    });
  return (
    <Flex gap={16} wrap align="flex-start">
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 320 }}>
        <Descriptions
          bordered
          size="small"
          column={1}
          title="Riepilogo"
          items={[
            { key: 'product', label: 'Prodotto', children: order.product.description },
            ...(subject
              ? [
                  {
                    key: 'subject',
                    label: 'Soggetto',
                    children: subject.type === 'PG' ? subject.company.denominazione : subject.person.denominazione,
                  },
                ]
              : []),
            ...filled.map((field) => ({
              key: field.fieldCode,
              label: field.name,
              children: shownValue(values[field.fieldCode]),
            })),
          ]}
        />
        <QuoteSummary productId={order.product.id} />
        <Flex vertical gap={4} style={{ maxWidth: 420 }}>
          <label htmlFor="internal-reference">Riferimento interno (facoltativo)</label>
          <Input
            id="internal-reference"
            value={reference}
            maxLength={INTERNAL_REFERENCE_MAX}
            placeholder="Centro di costo o pratica"
            onChange={(event) => setReference(event.target.value)}
          />
        </Flex>
        <Flex gap={8}>
          <Button onClick={props.onBack} disabled={create.isPending}>
            Indietro
          </Button>
          <Button type="primary" loading={create.isPending} disabled={short || quote.isPending} onClick={confirm}>
            Conferma
          </Button>
        </Flex>
      </Flex>
      {props.singleSubject && subject && (
        <SubjectRequestsPanel
          code={subject.type === 'PG' ? subject.company.codiceFiscale : subject.person.codiceFiscale}
        />
      )}
    </Flex>
  );
}

/** Spec 001 §2.2: an online result opens by itself this long after the request is saved. */
export const REPORT_OPEN_DELAY_MS = 500;

const newLabel = (search: boolean) => (search ? 'Nuova ricerca' : 'Nuova richiesta');

function Saved({ created, search, onNew }: { created: RequestCreated; search: boolean; onNew: () => void }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { showWarning, warningMessage } = created;
  useEffect(() => warnOfReport(message, { showWarning, warningMessage }), [showWarning, warningMessage, message]);
  // Opened at once only for an online product, not a search, already completed (spec 001 §4).
  const opens = created.status === 'COMPLETED' && !search;
  useEffect(() => {
    if (!opens) return;
    const { idRichiesta, status, price, credit } = created;
    const state: SavedRequestState = { saved: { idRichiesta, status, price, credit } };
    const timer = setTimeout(() => navigate(paths.report(created.idRichiesta), { state }), REPORT_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opens, created, navigate]);
  const status =
    created.status === 'COMPLETED'
      ? 'La richiesta è stata evasa.'
      : created.status === 'PENDING'
        ? `La richiesta è in lavorazione: evasione prevista entro il ${formatDate(created.dueDate)}.`
        : created.status === 'TO_APPROVE'
          ? 'La richiesta attende l’approvazione di un approvatore del tuo cliente.'
          : 'La richiesta è disponibile tramite web service.';
  return (
    <>
      <Result
        status="success"
        title={`Richiesta n. ${created.idRichiesta} salvata`}
        subTitle={`${status} ${chargeText(created)}`}
        extra={[
          ...(created.status === 'COMPLETED' ? [<ReportActions key="report" requestId={created.idRichiesta} />] : []),
          <Button key="new" type="primary" onClick={onNew}>
            {newLabel(search)}
          </Button>,
          <Link key="request" to={paths.request(created.idRichiesta)}>
            <Button>Vedi la richiesta</Button>
          </Link>,
          <Link key="home" to="/portal">
            <Button>Torna alla home</Button>
          </Link>,
        ]}
      />
      {search && <FoundCompanies requestId={created.idRichiesta} />}
    </>
  );
}

/** A file's batch saved (spec 001 §2.2): its number, what it cost, and the link to its detail. */
function BatchSaved({ created, onNew }: { created: BatchCreated; onNew: () => void }) {
  const requests = created.requests === 1 ? '1 richiesta' : `${created.requests} richieste`;
  return (
    <Result
      status="success"
      title={`Lotto n. ${created.idLotto} salvato`}
      subTitle={`${requests} per ${created.subjects} soggetti. Addebito ${formatEuro(created.total)}, credito residuo ${formatEuro(created.credit)}.`}
      extra={[
        <Link key="batch" to={paths.batchDetail(created.idLotto)}>
          <Button type="primary">Vedi il lotto</Button>
        </Link>,
        <Button key="new" onClick={onNew}>
          {newLabel(false)}
        </Button>,
        <Link key="home" to="/portal">
          <Button>Torna alla home</Button>
        </Link>,
      ]}
    />
  );
}

/**
 * 'Risultato della ricerca' (spec 001 §2.1): the last step of a search product without a new
 * search; the companies found, each opening product selection, and 'Nuova ricerca'.
 */
function SearchResult({ created, onNew }: { created: RequestCreated; onNew: () => void }) {
  const count = created.companiesFound ?? 0;
  return (
    <Flex vertical gap={16}>
      <Typography.Text>
        Richiesta n. {created.idRichiesta}: {count === 1 ? 'trovata 1 impresa' : `trovate ${count} imprese`}. Addebito{' '}
        {formatEuro(created.price)}, credito residuo {formatEuro(created.credit)}.
      </Typography.Text>
      <FoundCompanies requestId={created.idRichiesta} />
      <Flex gap={8} wrap>
        <Button type="primary" onClick={onNew}>
          {newLabel(true)}
        </Button>
        <Link to={paths.request(created.idRichiesta)}>
          <Button>Vedi la richiesta</Button>
        </Link>
        <Link to="/portal">
          <Button>Torna alla home</Button>
        </Link>
      </Flex>
    </Flex>
  );
}

/**
 * The hours a processing gives this product (README "Elaborazioni"), said before the form is
 * filled: outside them the request cannot be sent, and the server refuses it with the same text.
 */
function ServiceWindowNotice({ hours }: { hours: NonNullable<OrderForm['window']> }) {
  return hours.open ? (
    <Alert type="info" showIcon title={hours.message} />
  ) : (
    <Alert
      type="warning"
      showIcon
      title={hours.message}
      description="In questo momento la richiesta non può essere inviata: riprova nell'orario indicato."
    />
  );
}

const SUBJECT_TYPE_LABELS: Record<SubjectType, string> = { PG: 'Impresa', PF: 'Persona fisica' };

/**
 * A request opened without a subject (from /service-list) for a product both kinds of subject
 * may be ordered for: the customer says whom it is about, and the form follows (its code field
 * names the subject, and the server finds it in the registry).
 */
function SubjectTypeChoice({ value, onChange }: { value: SubjectType; onChange: (type: SubjectType) => void }) {
  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Text id="subject-type-label">La richiesta riguarda</Typography.Text>
      <Radio.Group
        aria-labelledby="subject-type-label"
        optionType="button"
        value={value}
        options={(['PG', 'PF'] as const).map((type) => ({ value: type, label: SUBJECT_TYPE_LABELS[type] }))}
        onChange={(event) => onChange(event.target.value as SubjectType)}
      />
    </Flex>
  );
}

/**
 * The request wizard of a product (spec 001 §2.1, §4): 'Dati richiesta' (the dynamic form,
 * checked on 'Avanti'), 'Conferma richiesta' (summary, price, credit, internal reference),
 * 'Richiesta salvata'. A header click goes back, never forward to the last step.
 */
/*
 * The wizard's frame does not follow the form's values: memoised, so that typing, leaving a
 * field or ticking a box in a form of 150 fields repaints the fields concerned, not the steps,
 * the title and the tabs around them (issue 48: INP on a phone).
 */
const WizardSteps = memo(function WizardSteps(props: {
  titles: readonly string[];
  step: number;
  onStep: (step: number) => void;
}) {
  const { titles, step, onStep } = props;
  const last = titles.length - 1;
  return (
    <Card size="small" style={{ width: 240 }}>
      <Steps
        orientation="vertical"
        size="small"
        current={step}
        onChange={(next) => {
          // Back only, and never out of the last step: what is saved is saved.
          if (next < step && step < last) onStep(next);
        }}
        items={titles.map((title) => ({ title }))}
      />
    </Card>
  );
});

const ProductTitle = memo(function ProductTitle({ text }: { text: string }) {
  return (
    <Typography.Title level={4} style={{ margin: 0 }}>
      {text}
    </Typography.Title>
  );
});

const FormOrFileTabs = memo(function FormOrFileTabs(props: {
  form: OrderForm;
  subjectType: SubjectType;
  onBatch: (created: BatchCreated) => void;
  onStep: (step: number) => void;
  onFileTab: (file: boolean) => void;
}) {
  const { form, subjectType, onBatch, onStep, onFileTab } = props;
  return (
    <Tabs
      animated={{ inkBar: true, tabPane: true }}
      items={[
        { key: 'form', label: 'Compila il modulo', children: null },
        {
          key: 'file',
          label: 'Carica un file',
          children: (
            <BatchUpload
              form={form}
              subjectType={subjectType}
              onSubmitted={(result) => {
                onBatch(result);
                onStep(2);
              }}
            />
          ),
        },
      ]}
      onChange={(key) => onFileTab(key === 'file')}
    />
  );
});

export function RequestWizard({
  productId,
  subject,
  singleSubject = false,
}: {
  productId: number;
  subject: Subject | null;
  /** A single-subject line (singolare): the confirm step shows 'Richieste sul soggetto'. */
  singleSubject?: boolean;
}) {
  const orders = useOrderForms(productId, subject?.type ?? null);
  // Without a subject, the type the customer picked among those the product may be ordered for.
  const [picked, setPicked] = useState<SubjectType | null>(null);
  const [step, setStep] = useState(0);
  const [created, setCreated] = useState<RequestCreated | null>(null);
  const [batch, setBatch] = useState<BatchCreated | null>(null);
  // The first step's file tab (massive upload) instead of the form.
  const [fileTab, setFileTab] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // FILE fields: the uploads the request will claim, by field code.
  const [attachments, setAttachments] = useState<Record<string, string>>({});
  const [attempt, setAttempt] = useState(0);
  // What the server refused on 'Avanti' that no field of the form holds (a closed window, …).
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useCreateRequest();
  const check = useCheckRequest();

  if (orders.isPending) return <Skeleton active />;
  const offered = orders.forms;
  const chosen = offered.find((each) => each.type === picked) ?? offered.at(0);
  if (!chosen) return <Alert type="error" showIcon title={ORDERING_MESSAGES.productNotOrderable} />;
  const { form, type: subjectType } = chosen;
  const about: RequestAbout = { type: subjectType, subject };
  const rules = form.fields as unknown as RequestFormField[];
  // A search product that does not allow a new search has two steps, and searches from the first.
  const searchOnly = form.product.search && !form.product.nuovaRicerca;
  const titles = searchOnly ? SEARCH_STEP_TITLES : STEP_TITLES;
  /** A refusal goes under the field it is about, else above the button: never a toast that fades. */
  const refuse = (error: unknown) => {
    const code = fieldOfError(error)?.replace(/^formParams\./, '');
    if (code && form.fields.some((field) => field.fieldCode === code)) {
      setServerErrors((current) => ({ ...current, [code]: saveErrorMessage(error) }));
    } else {
      setRefusal(saveErrorMessage(error));
    }
  };
  const restart = () => {
    search.reset();
    setRefusal(null);
    setCreated(null);
    setBatch(null);
    setFileTab(false);
    setServerErrors({});
    setAttachments({});
    setAttempt((value) => value + 1);
    setStep(0);
  };

  return (
    <FormState<RequestFormValues>
      key={`${productId}-${subjectType}-${attempt}`}
      initialValues={initialRequestValues(form.fields, subject)}
      validate={(values) => requestFormProblems(rules, values)}
      onSubmit={async (values) => {
        // The server decides again, on these values: what it said about older ones is gone.
        setRefusal(null);
        setServerErrors({});
        const input = newRequestInput(form, about, values, '', attachments);
        try {
          if (searchOnly) setCreated(await search.mutateAsync(input));
          else await check.mutateAsync(input);
          setStep(1);
        } catch (error) {
          refuse(error);
        }
      }}
    >
      {(formik) => (
        <Flex gap={24} wrap align="flex-start">
          <WizardSteps titles={titles} step={step} onStep={setStep} />
          <Flex vertical gap={16} style={{ flex: 1, minWidth: 320 }}>
            <ProductTitle text={form.product.description} />
            {step === 0 && !subject && offered.length > 1 && (
              <SubjectTypeChoice
                value={subjectType}
                onChange={(type) => {
                  setPicked(type);
                  setServerErrors({});
                  setAttachments({});
                  setRefusal(null);
                }}
              />
            )}
            {step === 0 && form.window && <ServiceWindowNotice hours={form.window} />}
            {step === 0 && form.product.enableMassiveUpload && (
              <FormOrFileTabs
                form={form}
                subjectType={subjectType}
                onBatch={setBatch}
                onStep={setStep}
                onFileTab={setFileTab}
              />
            )}
            {step === 0 && !fileTab && (
              <>
                {form.fields.length === 0 ? (
                  <Typography.Text type="secondary">Questo prodotto non richiede altri dati.</Typography.Text>
                ) : (
                  <DynamicForm
                    formik={formik}
                    productId={form.product.id}
                    onAttachment={(code, id) =>
                      setAttachments((current) => {
                        const next = { ...current };
                        if (id) next[code] = id;
                        else delete next[code];
                        return next;
                      })
                    }
                    fields={form.fields}
                    subjectType={subjectType}
                    serverErrors={serverErrors}
                    onServerError={(code, message) =>
                      setServerErrors((current) => {
                        if (!message && !(code in current)) return current;
                        const next = { ...current };
                        if (message) next[code] = message;
                        else delete next[code];
                        return next;
                      })
                    }
                  />
                )}
                {searchOnly && <QuoteSummary productId={form.product.id} />}
                {refusal && <Alert type="error" showIcon title={refusal} />}
                <Flex>
                  <Button
                    type="primary"
                    loading={formik.isSubmitting}
                    disabled={form.window?.open === false}
                    // The field being left keeps its focus until the click: its message going
                    // away must not move the button from under the pointer (a lost first click).
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => void formik.submitForm()}
                  >
                    {form.product.search ? 'Cerca' : 'Avanti'}
                  </Button>
                </Flex>
              </>
            )}
            {searchOnly && step === 1 && created && <SearchResult created={created} onNew={restart} />}
            {!searchOnly && step === 1 && (
              <Confirm
                order={form}
                about={about}
                singleSubject={singleSubject}
                values={formik.values}
                attachments={attachments}
                onBack={() => setStep(0)}
                onDone={(result) => {
                  setCreated(result);
                  setStep(2);
                }}
              />
            )}
            {step === 2 && created && <Saved created={created} search={form.product.search} onNew={restart} />}
            {step === 2 && batch && <BatchSaved created={batch} onNew={restart} />}
          </Flex>
        </Flex>
      )}
    </FormState>
  );
}
