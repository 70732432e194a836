import { contentsEndpoints } from '@portal/contracts/endpoints/contents';
import { formsEndpoints } from '@portal/contracts/endpoints/forms';
import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { productCatalogueEndpoints } from '@portal/contracts/endpoints/product-catalogue';
import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { useQuery } from '@tanstack/react-query';
import { PRODUCT_TYPE_LABELS } from '@portal/contracts/catalogue';
import { adminQueries } from './admin-queries';

/**
 * The option lists of the catalogue's selects (services, lines, forms, contents, categories):
 * a tenant has tens of each, so one call of the largest page gives them all, cached a minute.
 * Keyed by their endpoints, so a save of the resource (which makes its endpoints stale) renews them.
 */
const ALL = { query: { page: 0, size: 100 } };
const FRESH_MS = 60_000;

export interface Option<V> {
  value: V;
  label: string;
}

/** The services, by order. */
export const useServiceOptions = () =>
  useQuery(
    adminQueries.options(servicesEndpoints.getServices, ALL, {
      select: (page) => page.content.map((service): Option<number> => ({ value: service.id, label: service.name })),
      staleTime: FRESH_MS,
    }),
  );

/** The lines, by code. */
export const useLineOptions = () =>
  useQuery(
    adminQueries.options(linesEndpoints.getLines, ALL, {
      select: (page) =>
        page.content.map((line): Option<number> => ({ value: line.id, label: `${line.code} - ${line.name}` })),
      staleTime: FRESH_MS,
    }),
  );

/** The forms a request can fill in, by code. */
export const useFormOptions = () =>
  useQuery(
    adminQueries.options(formsEndpoints.getForms, ALL, {
      select: (page) =>
        page.content.map((form): Option<string> => ({
          value: form.formCode,
          label: `${form.formCode} - ${form.description}`,
        })),
      staleTime: FRESH_MS,
    }),
  );

/** The contents, by order. */
export const useContentOptions = () =>
  useQuery(
    adminQueries.options(contentsEndpoints.getContents, ALL, {
      select: (page) =>
        page.content.map((content): Option<number> => ({ value: content.id, label: content.description })),
      staleTime: FRESH_MS,
    }),
  );

/** The product categories, with their type. */
export const useCategoryOptions = () =>
  useQuery(
    adminQueries.options(
      productCatalogueEndpoints.getProductCategories,
      {},
      {
        select: (categories) =>
          categories.map((category): Option<number> => ({
            value: category.id,
            label: `${category.description} (${PRODUCT_TYPE_LABELS[category.productType]})`,
          })),
        staleTime: FRESH_MS,
      },
    ),
  );
