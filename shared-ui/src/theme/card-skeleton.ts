import { lazyStandIn } from './lazy-stand-in';

/** Stands in for the Skeleton of antd's Card in the builds (build/antd-stand-ins.ts): drawn only for a `loading` card. */
export default lazyStandIn(() => import('antd/es/skeleton'));
