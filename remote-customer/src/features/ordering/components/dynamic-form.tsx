import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useFormikContext } from 'formik';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import { isoOfItalianDate, numberOf, type RequestFormValues } from '@portal/contracts/request-form';
import { validateField, type ValidatorType } from '@portal/shared-auth/query';
import {
  Checkbox,
  Col,
  DATE_FORMAT,
  DatePicker,
  Form,
  Input,
  Row,
  Select,
  Tooltip,
  QuestionCircleOutlined,
} from '@portal/shared-ui';
import { layoutRows, selectOptions } from '../hooks/request-values';
import type { SubjectType } from '../types/ordering';

// 'always': Italian CLDR would leave four-digit amounts (2500) without a separator.
const AMOUNT = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' });

/** The validators a field may ask the server for on blur (CF, PI, or either). */
function validatorsOf(field: OrderFormField): ValidatorType[] {
  if (field.validator === 'CF') return ['CF'];
  if (field.validator === 'PI') return ['PI'];
  if (field.validator === 'BOTH') return ['PI', 'CF'];
  return [];
}

interface DynamicFormProps {
  fields: readonly OrderFormField[];
  subjectType: SubjectType;
  /** Messages of the server's CF/PI check, by field code (they block like the form's own). */
  serverErrors: Record<string, string>;
  onServerError: (fieldCode: string, message: string | null) => void;
}

/**
 * The request form drawn from the product's form (spec 001 §2.1, §5): the nine field types on
 * a 12-column grid (dimension, newRiga), hidden fields carried, errors shown after 'Avanti' or
 * once a field is left; the rules themselves are @portal/contracts/request-form's.
 */
export function DynamicForm({ fields, subjectType, serverErrors, onServerError }: DynamicFormProps) {
  const form = useFormikContext<RequestFormValues>();
  const [checking, setChecking] = useState<string | null>(null);
  const shown = (code: string) =>
    (form.submitCount > 0 || form.touched[code]) && (serverErrors[code] ?? (form.errors[code] as string | undefined));

  const checkOnServer = async (field: OrderFormField, value: string) => {
    const validators = validatorsOf(field);
    if (validators.length === 0 || !value.trim()) return onServerError(field.fieldCode, null);
    setChecking(field.fieldCode);
    try {
      const verdicts = await Promise.all(validators.map((type) => validateField(type, value, subjectType)));
      // BOTH: valid as either code.
      onServerError(field.fieldCode, verdicts.some((verdict) => verdict === null) ? null : verdicts[0]);
    } catch {
      onServerError(field.fieldCode, null); // no verdict: the server checks again on submit
    } finally {
      setChecking(null);
    }
  };

  const input = (field: OrderFormField) => {
    const code = field.fieldCode;
    const value = form.values[code];
    const text = value === null || value === undefined ? '' : String(value);
    const set = (next: RequestFormValues[string]) => void form.setFieldValue(code, next);
    const leave = () => void form.setFieldTouched(code, true);
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
        // The file's name travels with the request; its rules (allowed extensions) are the field's.
        return (
          <Input
            id={code}
            type="file"
            accept={field.selectValueList.join(',') || undefined}
            onChange={(event) => set(event.target.files?.[0]?.name ?? '')}
            onBlur={leave}
          />
        );
      default:
        return (
          <Input
            id={code}
            value={text}
            maxLength={field.length ?? undefined}
            onChange={(event) => set(event.target.value)}
            onBlur={() => {
              leave();
              void checkOnServer(field, text);
            }}
          />
        );
    }
  };

  return (
    <Form layout="vertical" component={false} disabled={form.isSubmitting}>
      {layoutRows(fields).map((row, index) => (
        <Row key={index} gutter={16}>
          {row.map((field) => {
            const error = shown(field.fieldCode);
            const required = field.obligatory && field.group === 0;
            return (
              <Col key={field.fieldCode} xs={24} md={Math.min(Math.max(field.dimension, 1), 12) * 2}>
                <Form.Item
                  label={
                    field.type === 'FLAG' ? undefined : (
                      <span>
                        {field.name}
                        {field.toolTipInfo && (
                          <Tooltip title={field.toolTipInfo}>
                            <QuestionCircleOutlined
                              style={{ marginInlineStart: 6 }}
                              aria-label={`Aiuto: ${field.name}`}
                            />
                          </Tooltip>
                        )}
                      </span>
                    )
                  }
                  htmlFor={field.fieldCode}
                  required={required}
                  validateStatus={error ? 'error' : checking === field.fieldCode ? 'validating' : undefined}
                  help={error || undefined}
                  data-field-code={field.fieldCode}
                >
                  {input(field)}
                </Form.Item>
              </Col>
            );
          })}
        </Row>
      ))}
    </Form>
  );
}
