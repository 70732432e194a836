import type { ColumnFilterItem } from 'antd/es/table/interface';
import { lazyStandIn } from './lazy-stand-in';

/**
 * Stands in for the column filter menu inside antd's Table in the builds (build/antd-stand-ins.ts). It is
 * drawn only for a column with `filters` (no list of the portal has one so far) and brings the
 * whole Tree family with it: ~20 KB gzip on every first route that draws a table.
 */
export default lazyStandIn(() => import('antd/es/table/hooks/useFilter/FilterDropdown'));

/** The filter values of a column, nested ones included: the same as antd's, which the table needs up front. */
export function flattenKeys(filters: ColumnFilterItem[] | undefined): ColumnFilterItem['value'][] {
  return (filters ?? []).flatMap(({ value, children }) => [value, ...flattenKeys(children)]);
}
