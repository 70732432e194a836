import type { SubjectKind } from '@portal/contracts/subjects';
// The API's shapes, written once in @portal/contracts.
export type { LineProductPrice, OrderableLine, OrderableService } from '@portal/contracts/api/ordering';
export type { Content } from '@portal/contracts/api/contents';
export type { ProductSummary as LineProduct } from '@portal/contracts/api/fields';
export type { Line } from '@portal/contracts/api/lines';
export type { Subject } from '@portal/shared-ui';

/** The ordering's subject kind, as the contracts name it. */
export type SubjectType = SubjectKind;
