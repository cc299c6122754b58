// The worker entry of runConcurrently (./concurrently.ts): loads the TypeScript task through tsx, since a
// worker thread does not inherit vitest's transform.
import { tsImport } from 'tsx/esm/api';

await tsImport('./concurrent-task.ts', import.meta.url);
