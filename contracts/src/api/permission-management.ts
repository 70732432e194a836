/** Permission management (spec 002 §2.16, §7 Permissions). */
import { ASSIGNABLE_PERMISSIONS } from '../permissions.ts';
import { DateTime, Id, Nullable, PagingQuery, SearchQuery, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Page } from './schema.ts';
import { PERMISSION_MESSAGES } from '../messages.ts';

export const PermissionUser = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  login: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  tenantCode: Type.String(),
  permissions: Type.Array(Type.String()),
});
export type PermissionUser = Static<typeof PermissionUser>;

/** A client account (the "Cliente" filter). */
export const ClientAccount = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  customerCode: Type.String(),
});
export type ClientAccount = Static<typeof ClientAccount>;

export const AccountsQuery = SearchQuery();

export const ClientIdParams = Type.Object({ clientId: Id() }, { additionalProperties: false });

/** The client account block shown once a client is chosen. */
export const ClientAccountDetail = Type.Object({
  clientId: Type.Integer(),
  clientName: Type.String(),
  customerCode: Type.String(),
  /** Prepaid credit, decimal text in euro. */
  credit: Type.String(),
  priceListProfile: Nullable(Type.String()),
  users: Type.Integer(),
  activeUsers: Type.Integer(),
  createdAt: DateTime(),
});
export type ClientAccountDetail = Static<typeof ClientAccountDetail>;

export const AssignablePermission = StringEnum(ASSIGNABLE_PERMISSIONS);

/** One toggle the user changed (spec 002 §3 "Permission change"): exactly one of added and removed. */
export const PermissionChange = Type.Object(
  {
    permission: AssignablePermission,
    changed: Type.Boolean(),
    added: Type.Boolean(),
    removed: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PermissionChange = Static<typeof PermissionChange>;

/** `POST /api/permission-management/process/permissions` (spec 002 §7). */
export const PermissionChangesInput = Type.Object(
  {
    userData: Type.Array(
      Type.Object(
        {
          id: Id(),
          permissions: Type.Array(PermissionChange, { minItems: 1, maxItems: ASSIGNABLE_PERMISSIONS.length }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
export type PermissionChangesInput = Static<typeof PermissionChangesInput>;

/** What the save did: the changes applied, those skipped because already so. */
export const PermissionChangesResult = Type.Object({ applied: Type.Integer(), skipped: Type.Integer() });
export type PermissionChangesResult = Static<typeof PermissionChangesResult>;

/** One grant or revocation, as the audit keeps it. */
export const PermissionAuditEntry = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  action: StringEnum(['granted', 'revoked'] as const),
  permission: Type.String(),
  userId: Nullable(Type.Integer()),
  userName: Type.String(),
  clientName: Type.String(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
});
export type PermissionAuditEntry = Static<typeof PermissionAuditEntry>;

export const PermissionAuditQuery = PagingQuery({ clientId: Type.Optional(Id()), userId: Type.Optional(Id()) });
export type PermissionAuditQuery = Static<typeof PermissionAuditQuery>;

/** Every permission-management endpoint: the one declaration the API registers and the clients call. */
export const permissionManagementEndpoints = {
  getPermissionManagementAvailableUsers: endpoint({
    method: 'GET',
    path: '/api/permission-management/available/users',
    access: [PERMISSIONS.permissionManagement],
    tags: ['gestione permessi'],
    summary: 'Utenti del tenant con i loro permessi, ordinati per cognome e nome',
    description: 'La ricerca confronta nome, cognome, login ed email; clientId filtra per cliente.',
    query: PagingQuery({ clientId: Type.Optional(Id()) }),
    response: Page(PermissionUser),
  }),
  getPermissionManagementAvailableAccounts: endpoint({
    method: 'GET',
    path: '/api/permission-management/available/accounts',
    access: [PERMISSIONS.permissionManagement],
    tags: ['gestione permessi'],
    summary: `Clienti del tenant (al massimo ${50}) il cui nome o codice contiene il testo cercato`,
    query: AccountsQuery,
    response: Type.Array(ClientAccount),
  }),
  getPermissionManagementAccountByClientId: endpoint({
    method: 'GET',
    path: '/api/permission-management/account/:clientId',
    access: [PERMISSIONS.permissionManagement],
    tags: ['gestione permessi'],
    summary: 'Il blocco del cliente scelto: dati, credito, profilo listino e numero di utenti',
    params: ClientIdParams,
    response: ClientAccountDetail,
  }),
  postPermissionManagementProcessPermissions: endpoint({
    method: 'POST',
    path: '/api/permission-management/process/permissions',
    access: [PERMISSIONS.permissionManagement],
    tags: ['gestione permessi'],
    summary: 'Salva i permessi cambiati (solo le modifiche), in una transazione',
    description:
      'Per ogni utente i permessi con changed=true e uno solo tra added e removed; un permesso già ' +
      'posseduto (o già assente) è saltato. 403 per un permesso che chi salva non possiede; 404 per un ' +
      `utente di un altro tenant; 409 "${PERMISSION_MESSAGES.lastPermissionManager}". Ogni modifica è registrata.`,
    body: PermissionChangesInput,
    response: PermissionChangesResult,
  }),
  getPermissionManagementAudit: endpoint({
    method: 'GET',
    path: '/api/permission-management/audit',
    access: [PERMISSIONS.permissionManagement],
    tags: ['gestione permessi'],
    summary: 'Registro delle assegnazioni e revoche di permessi, dalla più recente',
    description: 'La ricerca confronta nome, cognome e login di chi riceve, il nome di chi assegna e il permesso.',
    query: PermissionAuditQuery,
    response: Page(PermissionAuditEntry),
  }),
};
