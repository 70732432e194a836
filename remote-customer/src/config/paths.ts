/** Every path of the customer area, built in one place. */
export const paths = {
  helpCenter: {
    home: '/help-center',
    faq: '/help-center/faq',
    support: '/help-center/support',
  },
} as const;
