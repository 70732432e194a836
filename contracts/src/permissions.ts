/**
 * The permission names the server grants and checks. Pure data and pure functions,
 * shared by the API and every app (`@portal/contracts/permissions`) so both sides spell them once.
 */
export const PERMISSIONS = {
  manager: 'GESTORE',
  shapeshifter: 'MUTAFORMA',
  permissionManagement: 'GESTIONE_PERMESSI',
  investigationsPortfolio: 'PORTAFOGLIO_INDAGINI',
  creditDashboard: 'CRUSCOTTO',
  billingDetail: 'DETTAGLIO_FATTURAZIONE',
  statistics: 'STATISTICHE',
  purchaseCost: 'ECON_PREZ',
  serviceAmount: 'VPRE',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSIONS);

/**
 * What permission management grants, in the order of its columns: the four of spec 002 §6, then
 * the other permissions of the catalogue (000 §6), which would otherwise have no screen at all.
 */
export const ASSIGNABLE_PERMISSIONS: readonly Permission[] = [
  PERMISSIONS.manager,
  PERMISSIONS.shapeshifter,
  PERMISSIONS.permissionManagement,
  PERMISSIONS.investigationsPortfolio,
  PERMISSIONS.creditDashboard,
  PERMISSIONS.billingDetail,
  PERMISSIONS.statistics,
  PERMISSIONS.purchaseCost,
  PERMISSIONS.serviceAmount,
];

/** The Italian name of each permission: the column titles of 002 §2.16 and the names 001 gives. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  GESTORE: 'Gestore',
  MUTAFORMA: 'Mutaforma',
  GESTIONE_PERMESSI: 'Permessi',
  PORTAFOGLIO_INDAGINI: 'Portafoglio Indagini',
  CRUSCOTTO: 'Cruscotto',
  DETTAGLIO_FATTURAZIONE: 'Dettaglio fatturazione',
  STATISTICHE: 'Statistiche',
  ECON_PREZ: "Costo d'acquisto",
  VPRE: 'Importo servizio',
};

/**
 * A route lists the authorities it needs; holding any one of them is enough (spec 000 §6).
 * An empty or missing list means "signed in is enough".
 */
export function hasAnyAuthority(granted: readonly string[], required: readonly string[] | undefined): boolean {
  if (!required || required.length === 0) return true;
  return required.some((authority) => granted.includes(authority));
}

/**
 * The `context.reason` of the 403 the API gives a session whose password has expired: every
 * call but reading the user and changing the password is refused until it is changed, and the
 * client goes to /change-password instead of /403.
 */
export const PASSWORD_EXPIRED_REASON = 'password-expired';

/** Holders of these are never impersonated (spec 000 §2.4). */
export const NOT_IMPERSONABLE: readonly string[] = [
  PERMISSIONS.shapeshifter,
  PERMISSIONS.permissionManagement,
  PERMISSIONS.manager,
];

/** Most client accounts the impersonation picker lists. */
export const MAX_IMPERSONATION_ACCOUNTS = 10;
