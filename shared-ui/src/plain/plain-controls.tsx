import { useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { PlainIcon } from './plain-icon';
import './plain.css';

/** What a field gives its input: the id its label points at and the error wiring. */
export interface PlainFieldWiring {
  id: string;
  invalid: boolean;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/** A label, its input and the input's error message, tied together for screen readers. */
export function PlainField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (field: PlainFieldWiring) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="portal-plain-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        invalid: Boolean(error),
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <div id={errorId} className="portal-plain-field-error">
          {error}
        </div>
      )}
    </div>
  );
}

export interface PlainInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  /** An icon before the text, as antd's `prefix`. */
  prefix?: IconDefinition;
  invalid?: boolean;
  /** Inside the box after the text (the password's eye). */
  suffix?: ReactNode;
}

/** A text box in antd's look: the border takes the tenant's colour on focus, red when invalid. */
export function PlainInput({ prefix, invalid, suffix, className, ...input }: PlainInputProps) {
  const classes = ['portal-plain-input', invalid && 'invalid', input.disabled && 'disabled', className];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {prefix && <PlainIcon icon={prefix} />}
      <input {...input} />
      {suffix}
    </span>
  );
}

/**
 * A password box whose eye shows and hides what was typed, as antd's `Input.Password`. The eye's
 * name does not say "password": a field found by its label "Password" stays the only match.
 */
export function PlainPasswordInput(props: Omit<PlainInputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PlainInput
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="portal-plain-reveal"
          aria-label={visible ? 'Nascondi il testo digitato' : 'Mostra il testo digitato'}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible(!visible)}
        >
          <PlainIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      }
    />
  );
}

/** The primary button in antd's look; `loading` disables it and shows the spinner. */
export function PlainButton({
  loading = false,
  block = false,
  children,
  className,
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { loading?: boolean; block?: boolean }) {
  const classes = ['portal-plain-button', block && 'block', className];
  return (
    <button
      {...button}
      className={classes.filter(Boolean).join(' ')}
      disabled={button.disabled || loading}
      aria-busy={loading}
    >
      {loading && <span className="portal-plain-spin small" aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}

/** An error message in antd's Alert look, read out as soon as it appears. */
export function PlainAlert({ children }: { children: ReactNode }) {
  return (
    <div className="portal-plain-alert" role="alert">
      <PlainIcon icon={CloseCircleFilled} />
      <span>{children}</span>
    </div>
  );
}

/** What a page shows while its code or its session loads. */
export function Spinner({ label = 'Caricamento' }: { label?: string }) {
  return (
    <div className="portal-plain-spinner" role="status" aria-label={label}>
      <span className="portal-plain-spin" aria-hidden="true" />
    </div>
  );
}
