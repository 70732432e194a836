import { useState } from 'react';
import { Button, DownloadOutlined, type ButtonProps } from '@portal/shared-ui';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'icon'> {
  /** The download; while it runs the button spins. */
  download: () => Promise<unknown>;
  /** What to say when it fails, where the client says nothing itself (it has said why otherwise). */
  onFailure?: () => void;
}

/** A download button of the customer's screens: busy while the file comes, and nothing lost when it fails. */
export function DownloadButton({ download, onFailure, ...button }: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      {...button}
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void download()
          .catch(() => onFailure?.())
          .finally(() => setBusy(false));
      }}
    />
  );
}
