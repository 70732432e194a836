import { useState } from 'react';
import { Link } from '@portal/shared-auth/router';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { App, Button, DownloadOutlined, EyeOutlined, Flex } from '@portal/shared-ui';
import { paths } from '../config/paths';
import { downloadReportPdf } from '../api/report';

/** 'Vedi risultato' and 'Scarica PDF' of a completed request; 'Esito non presente' when the download fails. */
export function ReportActions({ requestId, showView = true }: { requestId: number; showView?: boolean }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReportPdf(requestId);
    } catch {
      void message.error(ORDERING_MESSAGES.resultMissing);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap={8} wrap>
      {showView && (
        <Link to={paths.report(requestId)}>
          <Button icon={<EyeOutlined />}>Vedi risultato</Button>
        </Link>
      )}
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void download()}>
        Scarica PDF
      </Button>
    </Flex>
  );
}
