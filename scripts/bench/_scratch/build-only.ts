import { scratchBuild } from './scratch-build.ts';
await scratchBuild('/tmp/fedhost', true, []);
