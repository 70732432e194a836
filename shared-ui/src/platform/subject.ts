import type { ComponentType } from 'react';
import type { Company, Person } from '@portal/contracts/api/subjects';

/** Company and person search results (spec 000 §3), as the API's contract says. */
export type { Company, Person };

/** The subject chosen in the host's search, handed to product selection. */
export type Subject = { type: 'PG'; company: Company } | { type: 'PF'; person: Person };

/** The props the product-selection content (a remote's) receives from the host's drawer. */
export interface ProductSelectionProps {
  subject: Subject;
}

/** How a remote contributes the product-selection content (spec 000 §2.7) to the host's drawer. */
export type ProductSelectionLoader = () => Promise<{ default: ComponentType<ProductSelectionProps> }>;

/** The drawer views that show one of the user's requests, by its accounting movement (spec 000 §2.2). */
export interface RequestDrawerProps {
  view: 'REQUEST_DETAIL' | 'COMPANIES_IN_SEARCH_REQUEST';
  movementId: number;
}

/** How a remote contributes the content of those views to the host's drawer. */
export type RequestDrawerLoader = () => Promise<{ default: ComponentType<RequestDrawerProps> }>;
