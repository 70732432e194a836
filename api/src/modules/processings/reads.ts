/**
 * What the processings module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export {
  applicableProcessing,
  type ApplicableProcessing,
  processingClients,
  processingProducts,
} from './repository.ts';
