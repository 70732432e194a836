import path from 'node:path';
import { createAppConfig } from '../../../rspack.base';
const REPO_ROOT = '/work/main';
export default createAppConfig({
  name: 'host',
  kind: 'host',
  dir: path.join(REPO_ROOT, 'host'),
  port: 0,
  outputDir: '/tmp/fedhost',
  alias: {
    [path.join(REPO_ROOT, 'shared-ui/src/theme/portal-provider')]: path.join(
      REPO_ROOT,
      'scripts/bench/_scratch/portal-provider.tsx',
    ),
  },
});
