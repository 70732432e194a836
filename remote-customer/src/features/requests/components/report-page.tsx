import { Link, useLocation, useSearchParams } from '@portal/shared-auth/router';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { Alert, ArrowLeftOutlined, Button, Card, Flex, Skeleton, Typography } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { useReportHtml } from '../../../api/report';
import { ReportActions } from '../../../components/report-actions';
import { SavedRequestNotice, savedRequestOf } from '../../../components/request-charge';

/**
 * `/request/report?requestId=` (spec 001 §2.3): the report in a frame that may run nothing and
 * reach nothing (sandbox without scripts or same origin; the page itself is served with a
 * strict CSP), and 'Scarica PDF'.
 */
export default function ReportPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('requestId')) || null;
  const report = useReportHtml(id);
  // Opened by the wizard: what the request cost stays in sight.
  const saved = savedRequestOf(useLocation().state);
  return (
    <Card>
      <Flex vertical gap={16}>
        <Flex align="center" gap={12} wrap>
          {id && (
            <Link to={paths.request(id)} aria-label="Indietro">
              <Button type="text" icon={<ArrowLeftOutlined />} tabIndex={-1} />
            </Link>
          )}
          <Typography.Title level={2} style={{ margin: 0, flex: 1 }}>
            {id ? `Esito della richiesta n. ${id}` : 'Esito'}
          </Typography.Title>
          {id && report.data && <ReportActions requestId={id} showView={false} />}
        </Flex>
        {saved?.idRichiesta === id && <SavedRequestNotice saved={saved} />}
        {!id || report.isError ? (
          <Alert type="warning" showIcon title={ORDERING_MESSAGES.resultMissing} />
        ) : report.isPending ? (
          <Skeleton active />
        ) : (
          <iframe
            title={`Esito della richiesta n. ${id}`}
            sandbox=""
            srcDoc={report.data}
            style={{ width: '100%', minHeight: 640, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 8 }}
          />
        )}
      </Flex>
    </Card>
  );
}
