import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { FormikProps } from '@portal/shared-ui/forms';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import { isoOfItalianDate, numberOf, type RequestFormValues } from '@portal/contracts/request-form';
import { validateField, type ValidatorType } from '@portal/shared-auth/validate-field';
import {
  Checkbox,
  Col,
  DATE_FORMAT,
  Form,
  Input,
  Row,
  Select,
  Tooltip,
  QuestionCircleOutlined,
} from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';
import { layoutRows, selectOptions } from '../hooks/request-values';
import { AttachmentInput } from './attachment-input';
import type { SubjectType } from '../types/ordering';

// 'always': Italian CLDR would leave four-digit amounts (2500) without a separator.
const AMOUNT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' });

/** The check a field asks the server for on blur (CF, PI, or either), if any. */
function validatorOf(field: OrderFormField): ValidatorType | null {
  return field.validator === 'CF' || field.validator === 'PI' || field.validator === 'BOTH' ? field.validator : null;
}

type RequestFormik = FormikProps<RequestFormValues>;

interface DynamicFormProps {
  /** The form's state, from `FormState`: passed, never read from a context (see form-state.tsx). */
  formik: RequestFormik;
  fields: readonly OrderFormField[];
  subjectType: SubjectType;
  /** The server's messages, by field code: its CF/PI check on leaving a field, its refusal on 'Avanti'. */
  serverErrors: Record<string, string>;
  onServerError: (fieldCode: string, message: string | null) => void;
  /** The product ordered: a FILE field's file is sent for it at once. */
  productId: number;
  /** A FILE field's upload, by field code (null when the file is removed or refused). */
  onAttachment: (fieldCode: string, attachmentId: string | null) => void;
}

type FieldValue = RequestFormValues[string];

interface FieldInputProps {
  field: OrderFormField;
  value: FieldValue;
  /** Both stable for the form's life: a keystroke repaints only the field it changes. */
  /** `touched`: the field counts as left too (checked once, with the new value). */
  onValue: (code: string, next: FieldValue, touched?: boolean) => void;
  onLeave: (field: OrderFormField, text: string) => void;
  productId: number;
  onAttachment: (code: string, attachmentId: string | null) => void;
}

/** The control of one field type; `id` is the field code, for its label. */
function FieldInput({ field, value, onValue, onLeave, productId, onAttachment }: FieldInputProps) {
  const code = field.fieldCode;
  const text = value === null || value === undefined ? '' : String(value);
  const set = (next: FieldValue) => onValue(code, next);
  const leave = () => onLeave(field, text);
  switch (field.type) {
    case 'TEXT_AREA':
      return (
        <Input.TextArea
          id={code}
          value={text}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => set(event.target.value)}
          onBlur={leave}
        />
      );
    case 'NUMBER':
      return (
        <Input
          id={code}
          inputMode="numeric"
          value={text}
          onChange={(event) => set(event.target.value)}
          onBlur={leave}
        />
      );
    case 'AMOUNT':
      return (
        <Input
          id={code}
          inputMode="decimal"
          suffix="€"
          value={text}
          onChange={(event) => set(event.target.value)}
          onBlur={() => {
            const amount = numberOf(text);
            if (amount !== null) set(AMOUNT.format(amount));
            leave();
          }}
        />
      );
    case 'DATE': {
      const iso = isoOfItalianDate(text);
      const parsed = iso ? dayjs(iso) : null;
      return (
        <DatePicker
          id={code}
          format={DATE_FORMAT}
          style={{ width: '100%' }}
          value={parsed?.isValid() ? parsed : null}
          disabledDate={(day: Dayjs) =>
            Boolean(
              (field.minimumDate && day.isBefore(dayjs(field.minimumDate), 'day')) ||
              (field.maximumDate && day.isAfter(dayjs(field.maximumDate), 'day')),
            )
          }
          onChange={(day) => set(day ? day.format(DATE_FORMAT) : '')}
          onBlur={leave}
        />
      );
    }
    case 'SELECT':
      return (
        <Select<string>
          id={code}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={text || undefined}
          options={selectOptions(field)}
          placeholder="Scegli"
          onChange={(next) => set(next ?? '')}
          onBlur={leave}
        />
      );
    case 'FLAG':
      return (
        <Checkbox id={code} checked={value === true} onChange={(event) => set(event.target.checked)}>
          {field.name}
        </Checkbox>
      );
    case 'FILE':
      return (
        <AttachmentInput
          field={field}
          productId={productId}
          fileName={text}
          onChange={(fileName, attachmentId) => {
            onAttachment(code, attachmentId);
            onValue(code, fileName, true);
          }}
        />
      );
    default:
      return (
        <Input
          id={code}
          value={text}
          maxLength={field.length ?? undefined}
          onChange={(event) => set(event.target.value)}
          onBlur={leave}
        />
      );
  }
}

interface FieldItemProps extends FieldInputProps {
  error: string | undefined;
  checking: boolean;
}

/**
 * One field in its grid column, with its label, help and message. Memoised on primitive
 * props, column included: typing in a form of 150 fields repaints one cell, not 150 (form
 * libraries lag past 100 fields otherwise).
 */
const FieldCell = memo(function FieldCell({ field, error, checking, ...input }: FieldItemProps) {
  return (
    <Col xs={24} md={Math.min(Math.max(field.dimension, 1), 12) * 2}>
      <Form.Item
        label={
          field.type === 'FLAG' ? undefined : (
            <span>
              {field.name}
              {field.toolTipInfo && (
                <Tooltip title={field.toolTipInfo}>
                  <QuestionCircleOutlined style={{ marginInlineStart: 6 }} aria-label={`Aiuto: ${field.name}`} />
                </Tooltip>
              )}
            </span>
          )
        }
        htmlFor={field.fieldCode}
        required={field.obligatory && field.group === 0}
        validateStatus={error ? 'error' : checking ? 'validating' : undefined}
        help={error || undefined}
        data-field-code={field.fieldCode}
      >
        <FieldInput field={field} {...input} />
      </Form.Item>
    </Col>
  );
});

interface FieldRowProps extends Pick<FieldInputProps, 'onValue' | 'onLeave' | 'productId' | 'onAttachment'> {
  row: readonly OrderFormField[];
  values: RequestFormValues;
  /** The message shown under each field, by code. */
  errors: Record<string, string | undefined>;
  checking: string | null;
}

/** Only a row whose own fields changed renders again (its grid styles are not free). */
const sameRow = (before: FieldRowProps, after: FieldRowProps) =>
  before.row === after.row &&
  before.onValue === after.onValue &&
  before.onLeave === after.onLeave &&
  before.productId === after.productId &&
  before.onAttachment === after.onAttachment &&
  before.row.every(({ fieldCode: code }) => {
    const busy = (props: FieldRowProps) => props.checking === code;
    return (
      before.values[code] === after.values[code] &&
      before.errors[code] === after.errors[code] &&
      busy(before) === busy(after)
    );
  });

const FieldRow = memo(function FieldRow({ row, values, errors, checking, ...callbacks }: FieldRowProps) {
  return (
    <Row gutter={16}>
      {row.map((field) => (
        <FieldCell
          key={field.fieldCode}
          field={field}
          value={values[field.fieldCode]}
          error={errors[field.fieldCode]}
          checking={checking === field.fieldCode}
          {...callbacks}
        />
      ))}
    </Row>
  );
}, sameRow);

/**
 * The request form drawn from the product's form (spec 001 §2.1, §5): the nine field types on
 * a 12-column grid (dimension, newRiga), hidden fields carried, errors shown after 'Avanti' or
 * once a field is left; the rules themselves are @portal/contracts/request-form's.
 */
export function DynamicForm({ formik, onServerError, onAttachment, ...props }: DynamicFormProps) {
  // The caller's callbacks change with every render; the frame below must not.
  const latest = useRef({ onServerError, onAttachment });
  useLayoutEffect(() => {
    latest.current = { onServerError, onAttachment };
  });
  const report = useCallback((code: string, message: string | null) => latest.current.onServerError(code, message), []);
  const attach = useCallback((code: string, id: string | null) => latest.current.onAttachment(code, id), []);
  const followed = useFollowed(formik);
  return (
    <FormFrame
      disabled={formik.isSubmitting}
      followed={followed}
      onServerError={report}
      onAttachment={attach}
      {...props}
    />
  );
}

/**
 * The form's latest state in a store of the form's own life: the fields follow it by
 * subscription, so the frame in between keeps skipping its render and no context changes.
 */
function useFollowed(formik: RequestFormik): StoreApi<RequestFormik> {
  const [followed] = useState(() => createStore<RequestFormik>(() => formik));
  useLayoutEffect(() => followed.setState(formik, true), [followed, formik]);
  return followed;
}

interface FrameProps extends Omit<DynamicFormProps, 'formik'> {
  disabled: boolean;
  followed: StoreApi<RequestFormik>;
}

/**
 * antd's Form gives its items a new context whenever it renders, and every Form.Item renders
 * again then, memo or not: so the frame renders only when it is disabled or enabled, and the
 * fields inside follow Formik on their own.
 */
const FormFrame = memo(function FormFrame({ disabled, ...props }: FrameProps) {
  return (
    <Form layout="vertical" component={false} disabled={disabled}>
      <FormFields {...props} />
    </Form>
  );
});

function FormFields({
  followed,
  fields,
  subjectType,
  serverErrors,
  onServerError,
  productId,
  onAttachment,
}: Omit<FrameProps, 'disabled'>) {
  const form = useStore(followed);
  const [checking, setChecking] = useState<string | null>(null);
  const { setFieldValue, setFieldTouched } = form;
  const rows = useMemo(() => layoutRows(fields), [fields]);
  // Formik checks the whole form on every change: once it has, leaving a field has nothing new
  // to check (a second pass over 150 fields and three renders, on the next tap's time).
  const checked = useRef(false);

  const onValue = useCallback(
    (code: string, next: FieldValue, touched = false) => {
      // Touched without a check of its own: Formik would check the values before this change.
      if (touched) void setFieldTouched(code, true, false);
      void setFieldValue(code, next);
      checked.current = true;
      // What the server said was about the old value.
      onServerError(code, null);
    },
    [setFieldValue, setFieldTouched, onServerError],
  );
  const onLeave = useCallback(
    (field: OrderFormField, text: string) => {
      void setFieldTouched(field.fieldCode, true, !checked.current);
      checked.current = true;
      const validator = validatorOf(field);
      if (!validator || !text.trim()) return;
      setChecking(field.fieldCode);
      validateField(validator, text, subjectType)
        .then((verdict) => onServerError(field.fieldCode, verdict))
        .catch(() => onServerError(field.fieldCode, null)) // no verdict: 'Avanti' asks the server again
        .finally(() => setChecking(null));
    },
    [setFieldTouched, subjectType, onServerError],
  );
  const errors: Record<string, string | undefined> = {};
  for (const { fieldCode: code } of fields) {
    if (form.submitCount > 0 || form.touched[code]) {
      errors[code] = serverErrors[code] ?? (form.errors[code] as string | undefined);
    }
  }

  return rows.map((row, index) => (
    <FieldRow
      key={index}
      row={row}
      values={form.values}
      errors={errors}
      checking={checking}
      onValue={onValue}
      onLeave={onLeave}
      productId={productId}
      onAttachment={onAttachment}
    />
  ));
}
