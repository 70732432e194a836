/** Every path of the catalogue administration, built in one place. */
export const paths = {
  fields: {
    list: '/fields',
    edit: (fieldCode: string) => `/field/${encodeURIComponent(fieldCode)}`,
    create: '/field/new',
  },
} as const;
