import type { ReactNode } from 'react';
import { useField } from 'formik';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { FieldItem } from './field-binding';

// The form's inputs bound to the surrounding <Formik> by name, in antd's rows.

interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  maxLength?: number;
  disabled?: boolean;
  multiline?: boolean;
  placeholder?: string;
  extra?: ReactNode;
}

export function TextField({
  name,
  label,
  required,
  maxLength,
  disabled,
  multiline,
  placeholder,
  extra,
}: TextFieldProps) {
  const [field, , helpers] = useField<string | null>(name);
  const common = {
    id: name,
    name,
    value: field.value ?? '',
    disabled,
    placeholder,
    // The limit is checked (and said) by the validation, not silently cut.
    'aria-required': required,
    onBlur: () => void helpers.setTouched(true),
  };
  return (
    <FieldItem name={name} label={label} required={required} extra={extra}>
      {multiline ? (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 2, maxRows: 8 }}
          showCount={maxLength ? { formatter: ({ count }) => `${count}/${maxLength}` } : false}
          onChange={(event) => void helpers.setValue(event.target.value)}
        />
      ) : (
        <Input {...common} onChange={(event) => void helpers.setValue(event.target.value)} />
      )}
    </FieldItem>
  );
}

interface NumberFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Thousand separators (AMOUNT): 1.000.000,50 */
  amount?: boolean;
}

// 'always': Italian CLDR would leave four-digit amounts (2500) without a separator.
const amountFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: 'always' });

export function NumberField({ name, label, required, disabled, amount }: NumberFieldProps) {
  const [field, , helpers] = useField<number | null>(name);
  return (
    <FieldItem name={name} label={label} required={required}>
      <InputNumber<number>
        id={name}
        style={{ width: '100%' }}
        value={field.value}
        disabled={disabled}
        // The step buttons are mouse-only and named in English by rc-input-number ('Increase
        // Value'): the arrow keys step the value instead.
        controls={false}
        formatter={
          amount
            ? // While typing the text stays as typed (a half-typed '1.000,' must not be reformatted).
              (value, info) =>
                info.userTyping
                  ? info.input
                  : value === undefined || String(value) === ''
                    ? ''
                    : amountFormat.format(Number(value))
            : undefined
        }
        parser={amount ? (text) => Number((text ?? '').replace(/\./g, '').replace(',', '.')) : undefined}
        onChange={(value) => void helpers.setValue(value ?? null)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

interface SelectFieldProps<V> {
  name: string;
  label: string;
  options: { value: V; label: string }[];
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onChange?: (value: V) => void;
  allowClear?: boolean;
  /** Typing filters the options by their label. */
  showSearch?: boolean;
}

/** A select's options from a contract's labels (`{ S: 'Sì', N: 'No' }`), in their order. */
export const labelOptions = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

export function SelectField<V extends string | number>(props: SelectFieldProps<V>) {
  const { name, label, options, required, disabled, placeholder, allowClear, showSearch } = props;
  const [field, , helpers] = useField<V | null>(name);
  return (
    <FieldItem name={name} label={label} required={required}>
      <Select<V>
        id={name}
        value={field.value === '' ? undefined : (field.value ?? undefined)}
        options={options}
        disabled={disabled}
        placeholder={placeholder}
        allowClear={allowClear}
        showSearch={showSearch ? { optionFilterProp: 'label' } : undefined}
        onChange={(value) => {
          if (props.onChange) props.onChange(value);
          else void helpers.setValue(value ?? null);
        }}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}

export function SwitchField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Form.Item label={label} htmlFor={name}>
      <Switch
        id={name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onChange={(on) => void helpers.setValue(on)}
      />
    </Form.Item>
  );
}
