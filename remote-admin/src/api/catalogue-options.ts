import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { productCatalogueEndpoints } from '@portal/contracts/endpoints/product-catalogue';
import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useQuery } from '@tanstack/react-query';
import type { Content } from '@portal/contracts/api/contents';
import type { Form } from '@portal/contracts/api/forms';
import type { Line } from '@portal/contracts/api/lines';
import type { Service } from '@portal/contracts/api/services';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { type Page, call } from '@portal/shared-auth';
import { CATALOGUE_KEYS } from './catalogue-keys';

/**
 * The option lists of the catalogue's selects (services, lines, forms, contents, categories):
 * a tenant has tens of each, so one call of the largest page gives them all, cached a minute.
 */
const ALL = { page: 0, size: 100 };
const FRESH_MS = 60_000;

export interface Option<V> {
  value: V;
  label: string;
}

function useAll<T, V>(
  key: readonly unknown[],
  list: (signal: AbortSignal) => Promise<Page<T>>,
  toOption: (item: T) => Option<V>,
) {
  return useQuery({
    queryKey: [...key, 'options'],
    queryFn: async ({ signal }) => (await list(signal)).content.map(toOption),
    staleTime: FRESH_MS,
  });
}

/** The services, by order. */
export const useServiceOptions = () =>
  useAll<Service, number>(
    CATALOGUE_KEYS.services,
    (signal) => call(servicesEndpoints.getServices, { query: ALL }, { signal }),
    (service) => ({
      value: service.id,
      label: service.name,
    }),
  );

/** The lines, by code. */
export const useLineOptions = () =>
  useAll<Line, number>(
    CATALOGUE_KEYS.lines,
    (signal) => call(linesEndpoints.getLines, { query: ALL }, { signal }),
    (line) => ({
      value: line.id,
      label: `${line.code} - ${line.name}`,
    }),
  );

/** The forms a request can fill in, by code. */
export const useFormOptions = () =>
  useAll<Form, string>(
    ['forms'],
    (signal) => call(formsEndpoints.getForms, { query: ALL }, { signal }),
    (form) => ({
      value: form.formCode,
      label: `${form.formCode} - ${form.description}`,
    }),
  );

/** The contents, by order. */
export const useContentOptions = () =>
  useAll<Content, number>(
    CATALOGUE_KEYS.contents,
    (signal) => call(contentsEndpoints.getContents, { query: ALL }, { signal }),
    (content) => ({
      value: content.id,
      label: content.description,
    }),
  );

/** The product categories, with their type. */
export function useCategoryOptions() {
  return useQuery({
    queryKey: [...CATALOGUE_KEYS.products, 'categories'],
    queryFn: ({ signal }) => call(productCatalogueEndpoints.getProductCategories, {}, { signal }),
    select: (categories) =>
      categories.map((category) => ({
        value: category.id,
        label: `${category.description} (${PRODUCT_TYPE_LABELS[category.productType]})`,
      })),
    staleTime: FRESH_MS,
  });
}
