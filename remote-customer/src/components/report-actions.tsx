import { Link } from '@portal/shared-auth/router';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { App, Button, EyeOutlined, Flex } from '@portal/shared-ui';
import { paths } from '../config/paths';
import { downloadReportPdf } from '../api/report';
import { DownloadButton } from './download-button';

/** 'Vedi risultato' and 'Scarica PDF' of a completed request; 'Esito non presente' when the download fails. */
export function ReportActions({ requestId, showView = true }: { requestId: number; showView?: boolean }) {
  const { message } = App.useApp();
  return (
    <Flex gap={8} wrap>
      {showView && (
        <Link to={paths.report(requestId)}>
          <Button icon={<EyeOutlined />}>Vedi risultato</Button>
        </Link>
      )}
      <DownloadButton
        download={() => downloadReportPdf(requestId)}
        onFailure={() => void message.error(ORDERING_MESSAGES.resultMissing)}
      >
        Scarica PDF
      </DownloadButton>
    </Flex>
  );
}
