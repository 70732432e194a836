import { useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Tooltip from 'antd/es/tooltip';
import { DeleteOutlined } from '@ant-design/icons';

/** The text of spec 002 for removals that cannot be undone. */
export const PERMANENT_REMOVAL_TEXT =
  'Sei sicuro di voler rimuovere questo campo in modo permanente? Questa azione non può essere annullata!';

export interface ConfirmRemovalDialogProps {
  open: boolean;
  /** 'Rimozione contenuto', 'Rimozione campo form', ... */
  title: string;
  content?: ReactNode;
  /** May return a promise: the dialog stays open, busy, until it settles. */
  onConfirm: () => unknown;
  onCancel: () => void;
}

/** The confirmation every removal asks: title, text, Rimuovi (danger) and Annulla. */
export function ConfirmRemovalDialog({ open, title, content, onConfirm, onCancel }: ConfirmRemovalDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText="Rimuovi"
      cancelText="Annulla"
      okButtonProps={{ danger: true, loading: busy }}
      cancelButtonProps={{ disabled: busy }}
      onOk={() => void confirm()}
      onCancel={onCancel}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      {content ?? PERMANENT_REMOVAL_TEXT}
    </Modal>
  );
}

export interface RemoveButtonProps {
  title: string;
  content?: ReactNode;
  /** Runs after Rimuovi; the dialog closes when it resolves and stays open when it fails. */
  onConfirm: () => unknown;
  /** Accessible name and tooltip of the button ('Rimuovi' unless told). */
  label?: string;
  /** Show the label next to the icon. */
  showLabel?: boolean;
  disabled?: boolean;
}

/** A remove button that asks for confirmation first. */
export function RemoveButton({ title, content, onConfirm, label = 'Rimuovi', showLabel, disabled }: RemoveButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={showLabel ? undefined : label}>
        <Button
          danger
          type={showLabel ? 'default' : 'text'}
          icon={<DeleteOutlined />}
          aria-label={label}
          disabled={disabled}
          onClick={() => setOpen(true)}
        >
          {showLabel ? label : null}
        </Button>
      </Tooltip>
      <ConfirmRemovalDialog
        open={open}
        title={title}
        content={content}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await onConfirm();
            setOpen(false);
          } catch {
            // The client has shown the server's message; the dialog stays for another try.
          }
        }}
      />
    </>
  );
}
