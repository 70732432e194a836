import { useField } from '@portal/shared-ui/forms';
import { Input } from '@portal/shared-ui';
import { FieldItem } from '@portal/shared-ui/forms';

/** The hh:mm mask: digits only, the colon put in after the hours. */
export function maskTime(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}:${digits.slice(2)}` : digits;
}

/** A time typed as hh:mm (spec 002 §5: mask hh:mm). Both time fields re-validate together. */
export function TimeField({ name, label, disabled }: { name: string; label: string; disabled?: boolean }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldItem name={name} label={label}>
      <Input
        id={name}
        name={name}
        value={field.value}
        disabled={disabled}
        placeholder="hh:mm"
        inputMode="numeric"
        maxLength={5}
        allowClear
        style={{ maxWidth: 160 }}
        onChange={(event) => void helpers.setValue(maskTime(event.target.value))}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
