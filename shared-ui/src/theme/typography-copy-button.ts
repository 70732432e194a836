import { lazyStandIn } from './lazy-stand-in';

/** Stands in for antd's Typography copy button in the builds (build/antd-stand-ins.ts): drawn only for `copyable`. */
export default lazyStandIn(() => import('antd/es/typography/Base/CopyBtn'));
