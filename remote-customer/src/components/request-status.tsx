import dayjs from 'dayjs';
import type { RequestSummary } from '@portal/contracts/api/requests';
import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';
import { DATE_FORMAT, Select, Tag } from '@portal/shared-ui';
import { DatePicker } from '@portal/shared-ui/dates';

type RequestStatus = RequestSummary['status'];

/** How each state reads in Italian, with its tag colour (one entry per state of the contract). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, { label: string; color: string }> = {
  TO_APPROVE: { label: REQUEST_STATUS_NAMES.TO_APPROVE, color: 'purple' },
  PENDING: { label: REQUEST_STATUS_NAMES.PENDING, color: 'gold' },
  COMPLETED: { label: REQUEST_STATUS_NAMES.COMPLETED, color: 'green' },
  ERROR: { label: REQUEST_STATUS_NAMES.ERROR, color: 'red' },
  WS: { label: REQUEST_STATUS_NAMES.WS, color: 'blue' },
  REJECTED: { label: REQUEST_STATUS_NAMES.REJECTED, color: 'default' },
  CANCELLED: { label: REQUEST_STATUS_NAMES.CANCELLED, color: 'default' },
};

export const REQUEST_STATUSES = Object.keys(REQUEST_STATUS_LABELS) as RequestStatus[];

export function RequestStatusTag({ status }: { status: RequestStatus }) {
  return <Tag color={REQUEST_STATUS_LABELS[status].color}>{REQUEST_STATUS_LABELS[status].label}</Tag>;
}

const ALL = 'ALL';

/** 'Stato' of a request list: all, or one state. */
export function RequestStatusSelect({
  value,
  onChange,
}: {
  value: RequestStatus | null;
  onChange: (status: RequestStatus | null) => void;
}) {
  return (
    <Select<string>
      aria-label="Stato"
      style={{ minWidth: 170 }}
      value={value ?? ALL}
      options={[
        { value: ALL, label: 'Tutti gli stati' },
        ...REQUEST_STATUSES.map((status) => ({ value: status, label: REQUEST_STATUS_LABELS[status].label })),
      ]}
      onChange={(next) => onChange(next === ALL ? null : (next as RequestStatus))}
    />
  );
}

/** 'Periodo' of a request list: days YYYY-MM-DD, both included, shown dd/MM/yyyy. */
export function PeriodPicker({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label="Periodo"
      format={DATE_FORMAT}
      placeholder={['Dal', 'Al']}
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      onChange={(range) => onChange(range?.[0]?.format('YYYY-MM-DD') ?? null, range?.[1]?.format('YYYY-MM-DD') ?? null)}
    />
  );
}
