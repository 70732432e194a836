import { useRef, useState } from 'react';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { CloudUploadOutlined, DownloadOutlined } from '@ant-design/icons';
import { RemoveButton } from '../feedback/confirm-removal';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';

export interface FileFieldProps {
  /** What the file is ('Scheda esempio'): names the buttons. */
  label: string;
  /** The stored file's name; null when there is none. */
  fileName: string | null | undefined;
  onUpload: (file: File) => Promise<unknown>;
  onDownload: () => Promise<unknown>;
  /** Without it the file cannot be removed here. */
  onRemove?: () => Promise<unknown>;
  /** The removal confirmation's title ('Rimozione Scheda esempio'). */
  removeTitle?: string;
  /** e.g. '.xlsx,.xls,.csv'; none by default (spec: no extension filter). */
  accept?: string;
  disabled?: boolean;
  /** Shown instead of the buttons' text while disabled ('Disponibile dopo il primo salvataggio'). */
  disabledText?: string;
}

/** Upload, download and remove (with confirmation) of one stored file. */
export function FileField(props: FileFieldProps) {
  const { label, fileName, onUpload, onDownload, onRemove, removeTitle, accept, disabled, disabledText } = props;
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'upload' | 'download' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setBusy('upload');
    setError(null);
    try {
      await onUpload(file);
    } catch {
      setError(CATALOGUE_MESSAGES.uploadFailed);
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };
  const download = async () => {
    setBusy('download');
    try {
      await onDownload();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Flex vertical gap={8} className="portal-file-field">
      <Typography.Text strong>{label}</Typography.Text>
      <Flex align="center" gap={8} wrap>
        <Typography.Text type={fileName ? undefined : 'secondary'} data-testid="file-name">
          {fileName || 'Nessun file caricato'}
        </Typography.Text>
        <input
          ref={input}
          type="file"
          hidden
          accept={accept}
          aria-label={`File ${label}`}
          data-testid="file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
        <Button
          icon={<CloudUploadOutlined />}
          loading={busy === 'upload'}
          disabled={disabled || busy !== null}
          onClick={() => input.current?.click()}
        >
          {fileName ? 'Sostituisci' : 'Carica'}
        </Button>
        {fileName && (
          <Button
            icon={<DownloadOutlined />}
            loading={busy === 'download'}
            disabled={busy !== null}
            onClick={() => void download()}
          >
            Scarica
          </Button>
        )}
        {fileName && onRemove && (
          <RemoveButton
            title={removeTitle ?? `Rimozione ${label}`}
            content={`Sei sicuro di voler rimuovere il file ${fileName}? Questa azione non può essere annullata!`}
            label={`Rimuovi ${label}`}
            disabled={disabled || busy !== null}
            onConfirm={onRemove}
          />
        )}
      </Flex>
      {disabled && disabledText && <Typography.Text type="secondary">{disabledText}</Typography.Text>}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
