import { PERMISSIONS } from '@portal/contracts/permissions';
import { Authorized } from '@portal/shared-auth';
import { Card, List, Typography, formatDate } from '@portal/shared-ui';
import { useSubjectRequests } from '../api/request-wizard';

function Panel({ code }: { code: string }) {
  const requests = useSubjectRequests(code);
  return (
    <Card size="small" title="Richieste sul soggetto" style={{ width: 320 }}>
      <List
        size="small"
        loading={requests.isPending}
        dataSource={requests.data ?? []}
        locale={{ emptyText: 'Nessuna richiesta precedente' }}
        renderItem={(request) => (
          <List.Item>
            <div>
              <Typography.Text strong>{request.productDescription}</Typography.Text>
              <br />
              <Typography.Text type="secondary">
                n. {request.id} del {formatDate(request.createdAt)}, {request.userName}
              </Typography.Text>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * 'Richieste sul soggetto' (spec 001 §2.1, the spec's 'suggetto' is a typo): beside the confirm
 * step of a single-subject line, for users with PORTAFOGLIO_INDAGINI; the server checks it too.
 */
export function SubjectRequestsPanel({ code }: { code: string }) {
  return (
    <Authorized authorities={[PERMISSIONS.investigationsPortfolio]}>
      <Panel code={code} />
    </Authorized>
  );
}
