import { Modal } from '@portal/shared-ui';

export const PAID_TITLE = 'Servizio a pagamento';
export const PAID_TEXT = 'Stai richiedendo il servizio a pagamento “Ricerca anagrafica”, confermi?';

/** The confirmation before the paid advanced search (spec 000 §9). */
export function PaidSearchConfirm({ open, onYes, onNo }: { open: boolean; onYes: () => void; onNo: () => void }) {
  return (
    <Modal open={open} title={PAID_TITLE} okText="Si" cancelText="No" onOk={onYes} onCancel={onNo} destroyOnHidden>
      {PAID_TEXT}
    </Modal>
  );
}
