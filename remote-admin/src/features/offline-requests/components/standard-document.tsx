import { useState } from 'react';
import { OPERATOR_NOTES_MAX } from '@portal/contracts/messages';
import { App, Button, Flex, Input, Modal, Typography } from '@portal/shared-ui';
import { previewStandardDocument, useFulfilStandard } from '../api/offline-requests';

/**
 * 'Documento standard' (issue 45): the document the providers' data give for the request's
 * product and subject, with the operator's notes at its end; previewed as PDF, then delivered
 * as the result instead of a file of the operator's.
 */
export function StandardDocumentDialog({
  requestId,
  open,
  onClose,
}: {
  requestId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [notes, setNotes] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const fulfil = useFulfilStandard();
  const trimmed = notes.trim();
  return (
    <Modal
      open={open}
      title={`Documento standard della richiesta n. ${requestId}`}
      okText="Evadi con questo documento"
      cancelText="Chiudi"
      okButtonProps={{ loading: fulfil.isPending }}
      onCancel={onClose}
      onOk={() =>
        fulfil.mutate(
          { id: requestId, notes: trimmed },
          {
            onSuccess: () => {
              void message.success(`Richiesta n. ${requestId} evasa: il cliente è stato avvisato`);
              setNotes('');
              onClose();
            },
          },
        )
      }
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Il documento è composto dai dati del fornitore per il prodotto e il soggetto della richiesta. Le note
          compaiono in fondo, sotto «Note dell'operatore».
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="Note dell'operatore"
          placeholder="Note per il cliente (facoltative)"
          rows={4}
          maxLength={OPERATOR_NOTES_MAX}
          showCount
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
        <Button
          loading={previewing}
          onClick={() => {
            setPreviewing(true);
            void previewStandardDocument(requestId, trimmed)
              .catch(() => undefined)
              .finally(() => setPreviewing(false));
          }}
        >
          Anteprima PDF
        </Button>
      </Flex>
    </Modal>
  );
}
