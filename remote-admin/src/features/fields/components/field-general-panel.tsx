import { SQL_OPTION_VIEWS } from '@portal/contracts/catalogue';
import { useState } from 'react';
import { useField, useFormikContext } from '@portal/shared-ui/forms';
import dayjs from 'dayjs';
import {
  Button,
  Col,
  EyeInvisibleOutlined,
  EyeOutlined,
  Flex,
  QuestionCircleOutlined,
  Row,
  Tooltip,
  DATE_FORMAT,
} from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';
import { FieldItem, NumberField, SelectField, TextField } from '@portal/shared-ui/forms';
import { IconField } from '../../../components/icon-field';
import { hasOptions, hasRange, withType, type FieldFormValues } from '../hooks/field-form';
import { FIELD_TYPES, FIELD_TYPE_LABELS, type FieldType } from '../types/field';
import { OptionsEditor } from './options-editor';

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }));

function DateField({
  name,
  label,
  disabled,
}: {
  name: 'minimumDate' | 'maximumDate';
  label: string;
  disabled: boolean;
}) {
  const [field, , helpers] = useField<string | null>(name);
  return (
    <FieldItem name={name} label={label} required={!disabled}>
      <DatePicker
        id={name}
        style={{ width: '100%' }}
        format={DATE_FORMAT}
        disabled={disabled}
        value={field.value ? dayjs(field.value) : null}
        onChange={(value) => {
          void helpers.setValue(value ? value.format('YYYY-MM-DD') : null);
          void helpers.setTouched(true, false);
        }}
      />
    </FieldItem>
  );
}

function TooltipField() {
  const [field] = useField<string>('toolTipInfo');
  const [preview, setPreview] = useState(false);
  return (
    <>
      <TextField name="toolTipInfo" label="Tooltip" multiline maxLength={1000} />
      <Flex gap={12} align="center" style={{ marginTop: -12, marginBottom: 16 }}>
        <Button
          size="small"
          icon={preview ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setPreview((shown) => !shown)}
        >
          {preview ? 'Nascondi anteprima' : 'Mostra anteprima'}
        </Button>
        {preview && (
          <Tooltip title={field.value || 'Nessun tooltip'} open placement="right">
            <QuestionCircleOutlined aria-label="Anteprima tooltip" />
          </Tooltip>
        )}
      </Flex>
    </>
  );
}

/** Panel 'Generale' of the field edit (spec 002 §2.2, type rules of §4). */
export function FieldGeneralPanel({ isNew }: { isNew: boolean }) {
  const { values, setValues } = useFormikContext<FieldFormValues>();
  const type = values.type;
  const range = hasRange(type);
  const sqlInUse = values.sqlOptions.trim() !== '';
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="fieldCode" label="Codice" required maxLength={64} disabled={!isNew} />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="name" label="Nome" required maxLength={128} />
        </Col>
      </Row>
      <TextField name="description" label="Descrizione" required multiline maxLength={500} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField<FieldType>
            name="type"
            label="Tipo"
            required
            placeholder="Scegli il tipo"
            options={TYPE_OPTIONS}
            onChange={(next) => void setValues(withType(values, next), true)}
          />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="length" label="Lunghezza" />
        </Col>
      </Row>
      <Row gutter={16}>
        {type === 'DATE' ? (
          <>
            <Col xs={24} md={12}>
              <DateField name="minimumDate" label="Minimo" disabled={false} />
            </Col>
            <Col xs={24} md={12}>
              <DateField name="maximumDate" label="Massimo" disabled={false} />
            </Col>
          </>
        ) : (
          <>
            <Col xs={24} md={12}>
              <NumberField
                name="minimum"
                label="Minimo"
                required={range}
                disabled={!range}
                amount={type === 'AMOUNT'}
              />
            </Col>
            <Col xs={24} md={12}>
              <NumberField
                name="maximum"
                label="Massimo"
                required={range}
                disabled={!range}
                amount={type === 'AMOUNT'}
              />
            </Col>
          </>
        )}
      </Row>
      {hasOptions(type) && (
        <>
          <OptionsEditor
            label={type === 'FILE' ? 'Estensioni ammesse' : 'Opzioni'}
            placeholder={type === 'FILE' ? 'es. pdf' : 'Nuova opzione'}
            disabled={type === 'SELECT' && sqlInUse}
          />
          {type === 'SELECT' && (
            <TextField
              name="sqlOptions"
              label="Query SQL delle opzioni"
              multiline
              placeholder="SELECT codice, descrizione FROM ..."
              disabled={values.options.length > 0}
              extra={`In alternativa all'elenco delle opzioni: una query che inizia con SELECT e legge una sola di queste viste: ${SQL_OPTION_VIEWS.join(', ')}.`}
            />
          )}
        </>
      )}
      <TextField name="defaultValue" label="Valore predefinito" maxLength={500} />
      <IconField name="icon" />
      <TooltipField />
    </>
  );
}
