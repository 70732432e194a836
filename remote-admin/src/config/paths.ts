import { withPageParam } from '@portal/shared-ui';

/** Every path of the catalogue administration, built in one place. */
/** A line's edit screen; from a service's line table Cancel goes back to that service (spec 002 §2.8). */
function lineEdit(id: number | string, options: { page?: number; serviceId?: number } = {}): string {
  return withPageParam(`/line/${id}${options.serviceId ? `?serviceId=${options.serviceId}` : ''}`, options.page);
}

export const paths = {
  fields: {
    list: (page?: number) => withPageParam('/fields', page),
    edit: (fieldCode: string, page?: number) => withPageParam(`/field/${encodeURIComponent(fieldCode)}`, page),
    create: (page?: number) => withPageParam('/field/new', page),
  },
  forms: {
    list: (page?: number) => withPageParam('/forms', page),
    edit: (formCode: string, options: { page?: number; fieldCode?: string } = {}) =>
      withPageParam(
        `/form/${encodeURIComponent(formCode)}${options.fieldCode ? `?fieldCode=${encodeURIComponent(options.fieldCode)}` : ''}`,
        options.page,
      ),
    create: (page?: number) => withPageParam('/form/new', page),
  },
  contents: {
    list: (page?: number) => withPageParam('/contents', page),
    edit: (id: number | string, page?: number) => withPageParam(`/content/${id}`, page),
    create: (page?: number) => withPageParam('/content/new', page),
  },
  services: {
    list: (page?: number) => withPageParam('/services', page),
    edit: (id: number | string, page?: number) => withPageParam(`/service/${id}`, page),
    create: (page?: number) => withPageParam('/service/new', page),
  },
  lines: {
    list: (page?: number) => withPageParam('/lines', page),
    edit: lineEdit,
    create: (options: { page?: number; serviceId?: number } = {}) => lineEdit('new', options),
  },
  products: {
    list: (page?: number) => withPageParam('/products', page),
    edit: (id: number | string, page?: number) => withPageParam(`/product/${id}`, page),
    create: (page?: number) => withPageParam('/product/new', page),
    /** From a line's product table, the back arrow goes to that line (spec 002 §2.12). */
    editFromLine: (productId: number, lineId: number) => `/product/${productId}?lineId=${lineId}`,
    /** From a content (spec 002 §2.6). */
    editFromContent: (productId: number, contentId: number) => `/product/${productId}?contentId=${contentId}`,
  },
  processings: {
    list: (page?: number) => withPageParam('/processings', page),
    edit: (id: number | string, page?: number) => withPageParam(`/processing/${id}`, page),
    create: (page?: number) => withPageParam('/processing/new', page),
  },
  users: {
    list: (page?: number) => withPageParam('/users', page),
    edit: (id: number | string, page?: number) => withPageParam(`/user/${id}`, page),
    create: (page?: number) => withPageParam('/user/new', page),
  },
  profiles: {
    list: () => '/profiles',
  },
  priceLists: {
    list: () => '/price-lists',
    edit: (code: string) => `/price-list/${encodeURIComponent(code)}`,
  },
  productCategories: {
    list: () => '/product-categories',
  },
} as const;

/** The zero-based `page` of the query string (0 when absent or invalid). */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 0;
}
