/** Spec 002 §2.6: a suspended product's row (flagSuspended 'S') is shaded, and says so to a screen reader. */
export function suspendedRow(product: { flagSuspended?: string | null }) {
  return product.flagSuspended === 'S'
    ? {
        className: 'portal-row-suspended',
        style: { background: 'rgba(0, 0, 0, 0.06)' },
        'aria-label': 'Sospeso',
        'data-suspended': 'S',
      }
    : {};
}
