/**
 * What the batches module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export {
  type BatchRowInput,
  findCheck,
  finishCheck,
  insertBatch,
  insertCheck,
  type MappedRow,
  recordProgress,
  savedMapping,
  saveMapping,
  setCheckState,
  type StoredCheck,
  subjectsOfBatchRequest,
  tidyChecks,
} from './repository.ts';
