/**
 * What `/line/detail/{id}` reads first, written once for the page's hooks and for the route's
 * prefetch. Only shared-auth's client at run time: the contribution, which every page loads,
 * imports this module.
 */
import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { ApiError, call } from '@portal/shared-auth';
import type { RoutePrefetch } from '@portal/shared-ui';
import { subjectFromParam, subjectTypeOf } from '../hooks/line-filters';
import type { LineProduct, SubjectType } from '../types/ordering';
import { customerQueries } from '../../../api/customer-queries';

interface QueryContext {
  signal: AbortSignal;
}

/** GET /api/line/{id}: the line the request page is about. */
export const lineQuery = (id: number) => ({
  queryKey: customerQueries.key(linesEndpoints.getLineById, { params: { id } }),
  queryFn: ({ signal }: QueryContext) => call(linesEndpoints.getLineById, { params: { id } }, { signal, silent: true }),
  retry: false,
});

const lineProductsInput = (id: number, subjectType: SubjectType | null) => ({
  params: { id },
  query: { type: subjectType ?? ('ANY' as const) },
});

const orderFormInput = (productId: number | null, subjectType: SubjectType) => ({
  params: { id: productId! },
  query: { subjectType },
});

/** GET /api/line/{id}/products?type=PF|PG: the products the subject's type may order (ANY without a subject). */
export const lineProductsQuery = (id: number, subjectType: SubjectType | null) => ({
  queryKey: customerQueries.key(linesEndpoints.getLineProductsById, lineProductsInput(id, subjectType)),
  queryFn: ({ signal }: QueryContext) =>
    call(linesEndpoints.getLineProductsById, lineProductsInput(id, subjectType), { signal }),
});

/**
 * GET /api/ordering/products/{id}/form: the product and the fields the subject's type fills in;
 * null when the product may not be ordered for that type (the server's 400), an answer cached
 * like any other: without a subject the wizard asks for both types and offers those it has.
 * Silent: the wizard says when there is none.
 */
export const orderFormQuery = (productId: number | null, subjectType: SubjectType) => ({
  queryKey: customerQueries.key(orderingEndpoints.getOrderingProductsFormById, orderFormInput(productId, subjectType)),
  queryFn: ({ signal }: QueryContext) =>
    call(orderingEndpoints.getOrderingProductsFormById, orderFormInput(productId, subjectType), {
      signal,
      silent: true,
    }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400) return null;
      throw error;
    }),
  retry: false,
});

/** The subject types, in the order they are offered when a request names no subject yet. */
export const SUBJECT_TYPES: readonly SubjectType[] = ['PG', 'PF'];

/** The types whose form the wizard asks for: the subject's, or without one every type (the customer says which). */
export const formTypesOf = (subjectType: SubjectType | null): readonly SubjectType[] =>
  subjectType ? [subjectType] : SUBJECT_TYPES;

/** The line a `/line/detail/{lineId}` path names; 0 for none. */
export const lineIdOf = (param: string | undefined): number => (/^\d+$/.test(param ?? '') ? Number(param) : 0);

/** The product whose wizard the page opens: the one the query string names, else the first. */
export function chosenProductId(products: readonly LineProduct[] | undefined, search: URLSearchParams): number | null {
  const asked = Number(search.get('productId'));
  return products?.some((product) => product.id === asked) ? asked : (products?.[0]?.id ?? null);
}

/**
 * A cold load of a line's page asks for the line and its products as soon as the route is
 * known, then the form of the product it will open: on a cold load they otherwise waited for
 * the page's code and its first render, and the form for the products' render after that.
 */
export const prefetchLineDetail: RoutePrefetch = async ({ params, search, queryClient }) => {
  const id = lineIdOf(params.lineId);
  if (id === 0) return;
  const subjectType = subjectTypeOf(subjectFromParam(search.get('subject')));
  void queryClient.prefetchQuery(lineQuery(id));
  const products = await queryClient.fetchQuery(lineProductsQuery(id, subjectType)).catch(() => undefined);
  const productId = chosenProductId(products, search);
  if (productId === null) return;
  await Promise.all(formTypesOf(subjectType).map((type) => queryClient.prefetchQuery(orderFormQuery(productId, type))));
};
