import type { SubjectKind } from '@portal/contracts/subjects';
// The subject types are the host-remote contract of product selection: shared-ui holds them.
export type { Company, Person } from '@portal/shared-ui';

/** The subject search works on companies (persona giuridica) or persons (persona fisica). */
export type SearchMode = SubjectKind;

export type { Page as SubjectPage } from '@portal/shared-auth';
