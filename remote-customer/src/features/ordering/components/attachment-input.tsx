import { useRef, useState } from 'react';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { fieldProblem, type RequestFormField } from '@portal/contracts/request-form';
import { Button, CloseOutlined, CloudUploadOutlined, Flex, Typography } from '@portal/shared-ui';
import { uploadAttachment } from '../api/upload-attachment';

interface AttachmentInputProps {
  field: OrderFormField;
  productId: number;
  /** The chosen file's name, as the form carries it. */
  fileName: string;
  /** The file is sent at once; the request then names it by this id. The field counts as left. */
  onChange: (fileName: string, attachmentId: string | null) => void;
}

/**
 * A FILE field (spec 001 §5): the file is checked against the field's extensions, then sent as
 * soon as it is chosen. A refused extension keeps the name, so the form shows 'Gli unici tipi
 * di file accettabili sono …'; a failed upload says so and leaves the field empty.
 */
export function AttachmentInput({ field, productId, fileName, onChange }: AttachmentInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [failed, setFailed] = useState(false);
  const accept = field.selectValueList.map((type) => `.${type.replace(/^\./, '')}`).join(',') || undefined;

  const choose = async (file: File) => {
    setFailed(false);
    // The order form's type is the wire's string; the rules read the same field.
    if (fieldProblem(field as unknown as RequestFormField, file.name)) {
      onChange(file.name, null);
      return;
    }
    setUploading(true);
    try {
      const sent = await uploadAttachment(productId, field.fieldCode, file);
      onChange(sent.fileName, sent.id);
    } catch {
      setFailed(true);
      onChange('', null);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={8} wrap>
        <input
          ref={input}
          id={field.fieldCode}
          type="file"
          hidden
          accept={accept}
          aria-label={`File ${field.name}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void choose(file);
          }}
        />
        <Button icon={<CloudUploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {fileName ? 'Sostituisci' : 'Scegli file'}
        </Button>
        <Typography.Text type={fileName ? undefined : 'secondary'}>{fileName || 'Nessun file scelto'}</Typography.Text>
        {fileName && !uploading && (
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={`Rimuovi ${fileName}`}
            onClick={() => onChange('', null)}
          />
        )}
      </Flex>
      {failed && (
        <Typography.Text type="danger" role="alert">
          {ORDERING_MESSAGES.attachmentFailed}
        </Typography.Text>
      )}
    </Flex>
  );
}
