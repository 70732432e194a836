/**
 * What the requests module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export {
  approversOf,
  findResult,
  insertEvent,
  insertResult,
  markDigestsSent,
  type MovedRequest,
  moveRequest,
  openCompanions,
  purgeResults,
  queueDigest,
  queuedRequest,
  refund,
  requestEvents,
  requestStatus,
  type RequestStatus,
  unsentDigests,
  userFlags,
} from './lifecycle-repository.ts';
export {
  accountOfUser,
  debitClient,
  findOrderableProduct,
  findUserRequest,
  formValidators,
  insertMovement,
  type OrderableProduct,
  orderFormFields,
  priceFor,
  recentRequestExists,
  requestFormFields,
  type ScopedRequest,
} from './repository.ts';
export { listRequests, requestersOfClient, requestRows } from './repository.ts';
export { pendingOfflineRequests, requestsToApprove } from './lifecycle-repository.ts';
