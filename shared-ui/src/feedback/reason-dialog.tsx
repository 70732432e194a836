import { useState } from 'react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** The button that refuses: 'Rifiuta', 'Annulla richiesta'. */
  okText: string;
  /** What the field is called for a screen reader ('Motivo del rifiuto'). */
  label: string;
  placeholder?: string;
  loading?: boolean;
  /** Called with the trimmed reason; the dialog empties its field when this resolves. */
  onConfirm: (reason: string) => Promise<unknown> | void;
  onCancel: () => void;
}

/**
 * A refusal that needs a reason the other side will read (a top-up rejected, a request rejected
 * or cancelled): the reason is required, at most 500 characters, and kept if the call fails.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  label,
  placeholder,
  loading,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Chiudi"
      okButtonProps={{ danger: true, disabled: reason.trim() === '', loading }}
      onCancel={onCancel}
      onOk={() =>
        void Promise.resolve(onConfirm(reason.trim())).then(
          () => setReason(''),
          () => undefined,
        )
      }
      destroyOnHidden
    >
      <Input.TextArea
        aria-label={label}
        placeholder={placeholder ?? 'Il motivo, che il cliente leggerà'}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
