/**
 * Every endpoint descriptor the contracts declare, for tooling only (the API's audit of its
 * routes, the generated route table): a client imports the one resource it calls, never this.
 * A contract module that is not listed here fails the API's audit.
 */
import * as account from './account.ts';
import * as activity from './activity.ts';
import * as auth from './auth.ts';
import * as batches from './batches.ts';
import * as billing from './billing.ts';
import * as clients from './clients.ts';
import * as contents from './contents.ts';
import * as credit from './credit.ts';
import * as domain from './domain.ts';
import * as fields from './fields.ts';
import * as foreign from './foreign.ts';
import * as formFields from './form-fields.ts';
import * as formValidator from './form-validator.ts';
import * as forms from './forms.ts';
import * as health from './health.ts';
import * as helpCenter from './help-center.ts';
import * as impersonation from './impersonation.ts';
import * as lines from './lines.ts';
import * as me from './me.ts';
import * as notifications from './notifications.ts';
import * as offlineRequests from './offline-requests.ts';
import * as ordering from './ordering.ts';
import * as permissionManagement from './permission-management.ts';
import * as platform from './platform.ts';
import * as portfolio from './portfolio.ts';
import * as priceLists from './price-lists.ts';
import * as processings from './processings.ts';
import * as productCatalogue from './product-catalogue.ts';
import * as products from './products.ts';
import * as requestAttachments from './request-attachments.ts';
import * as requestHistory from './request-history.ts';
import * as requests from './requests.ts';
import * as services from './services.ts';
import * as statistics from './statistics.ts';
import * as subjects from './subjects.ts';
import * as tenants from './tenants.ts';
import * as users from './users.ts';
import type { Endpoint } from './endpoint.ts';

export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  account,
  activity,
  auth,
  batches,
  billing,
  clients,
  contents,
  credit,
  domain,
  fields,
  foreign,
  'form-fields': formFields,
  'form-validator': formValidator,
  forms,
  health,
  'help-center': helpCenter,
  impersonation,
  lines,
  me,
  notifications,
  'offline-requests': offlineRequests,
  ordering,
  'permission-management': permissionManagement,
  platform,
  portfolio,
  'price-lists': priceLists,
  processings,
  'product-catalogue': productCatalogue,
  products,
  'request-attachments': requestAttachments,
  'request-history': requestHistory,
  requests,
  services,
  statistics,
  subjects,
  tenants,
  users,
};

export interface DeclaredEndpoint {
  /** The contract module: `activity` for `@portal/contracts/api/activity`. */
  module: string;
  /** Its group and name: `activityEndpoints.list`. */
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** A group is an export named `…Endpoints`: descriptors, or objects of descriptors. */
export function allEndpoints(): DeclaredEndpoint[] {
  const found: DeclaredEndpoint[] = [];
  const collect = (module: string, name: string, value: unknown) => {
    if (isEndpoint(value)) found.push({ module, name, endpoint: value });
    else if (typeof value === 'object' && value !== null) {
      for (const [key, member] of Object.entries(value)) collect(module, `${name}.${key}`, member);
    }
  };
  for (const [module, exports] of Object.entries(CONTRACT_MODULES)) {
    for (const [group, members] of Object.entries(exports))
      if (group.endsWith('Endpoints')) collect(module, group, members);
  }
  return found;
}
