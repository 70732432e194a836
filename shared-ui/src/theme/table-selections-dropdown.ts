import { lazyStandIn } from './lazy-stand-in';

/**
 * Stands in for the Dropdown of antd's Table selection column in the builds
 * (build/antd-stand-ins.ts): drawn only for a `rowSelection` with `selections`, which no list of
 * the portal has, it brings the whole Menu family (~19 KB gzip) to every page with a table.
 */
export default lazyStandIn(() => import('antd/es/dropdown'));
