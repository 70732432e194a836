import { Spinner } from '@portal/shared-ui/plain';

/** What a page shows while its code or its session loads: drawn without antd (see plain). */
export function PageSpinner() {
  return <Spinner />;
}
