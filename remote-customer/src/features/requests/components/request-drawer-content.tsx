import { Alert, Button, Skeleton, Typography, type RequestDrawerProps } from '@portal/shared-ui';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { useRequestDetail } from '../api/requests';
import { FoundCompanies } from '../../../components/found-companies';
import { RequestDetailView } from './request-detail';

/**
 * What the host's drawer shows for a request (spec 000 §2.2), found by its accounting
 * movement: its detail (REQUEST_DETAIL) or the companies its search found
 * (COMPANIES_IN_SEARCH_REQUEST). Only the request's own user gets it from the server.
 */
export default function RequestDrawerContent({ view, movementId }: RequestDrawerProps) {
  const detail = useRequestDetail({ movementId });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error || !detail.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={ORDERING_MESSAGES.requestNotFound}
        action={<Button onClick={() => void detail.refetch()}>Riprova</Button>}
      />
    );
  }
  const request = detail.data;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Richiesta n. {request.id}
      </Typography.Title>
      {view === 'REQUEST_DETAIL' ? <RequestDetailView request={request} /> : <FoundCompanies requestId={request.id} />}
    </>
  );
}
