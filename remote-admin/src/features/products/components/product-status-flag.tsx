import { Tooltip } from '@portal/shared-ui';
import { CONFIGURATION_STATUS_LABELS, type ConfigurationStatus } from '../types/product';

const COLOURS: Record<ConfigurationStatus, string> = { G: '#52c41a', Y: '#faad14', R: '#ff4d4f' };

/** The configuration status as a coloured flag (spec 002 §4): green, amber, red, named for assistive technology. */
export function ProductStatusFlag({ status }: { status: ConfigurationStatus }) {
  const label = CONFIGURATION_STATUS_LABELS[status];
  return (
    <Tooltip title={label}>
      <span
        role="img"
        aria-label={label}
        data-status={status}
        style={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', background: COLOURS[status] }}
      />
    </Tooltip>
  );
}
