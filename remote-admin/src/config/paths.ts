import { withPageParam } from '@portal/shared-ui';

/** Every path of the catalogue administration, built in one place. */
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
  products: {
    /** The product edit screen (a later issue), opened from a content (spec 002 §2.6). */
    editFromContent: (productId: number, contentId: number) => `/product/${productId}?contentId=${contentId}`,
  },
} as const;

/** The zero-based `page` of the query string (0 when absent or invalid). */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 0;
}
