/** The remote registry (platform, not in the spec): which version of each remote is live. */
import { TELEMETRY_KINDS, TELEMETRY_LIMITS, VERSION_PATTERN } from '../platform.ts';
import {
  HOSTED_BUILD_LIMITS,
  REMOTE_ENTRY_BUDGET_KB,
  REMOTE_NAME_MAX,
  REMOTE_NAME_PATTERN,
  ROUTE_PREFIX_PATTERN,
} from '../remote-registry.ts';
import { DateTime, Nullable, StringEnum, Type, type Static } from './schema.ts';
import { endpoint } from './endpoint.ts';

/** A remote's name: one of the repository's or a registered one (404 when none is registered so). */
export const RemoteName = Type.String({ pattern: REMOTE_NAME_PATTERN, maxLength: REMOTE_NAME_MAX });

const RoutePrefix = Type.String({
  pattern: ROUTE_PREFIX_PATTERN,
  description: "Primo segmento dei percorsi: '/report'",
});
/** A back-office section's name as the side navigation shows it: 'Catalogo', 'Report'. */
const NavSection = Type.String({ maxLength: 40, pattern: "^[A-Za-zÀ-ÿ0-9][A-Za-zÀ-ÿ0-9 '-]*$" });

export const RemoteEntry = Type.Object({
  name: Type.String({ description: 'Nome Module Federation' }),
  app: RemoteName,
  version: Type.String(),
  manifestUrl: Type.String({
    description: "{hostname} va sostituito dal browser con il proprio; un indirizzo che inizia con '/' è dell'host",
  }),
  routePrefix: Nullable(RoutePrefix, {
    description: 'I soli percorsi che il remote può contribuire (null: un remote del portale, nessun limite)',
  }),
  section: Nullable(NavSection, { description: 'La sola sezione del back-office in cui può comparire' }),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

export const AppParams = Type.Object({ app: RemoteName }, { additionalProperties: false });

/** A remote in the registry: the repository's (its own server) or a team's (hosted by the platform). */
export const RegisteredRemote = Type.Object({
  app: RemoteName,
  team: Type.String(),
  routePrefix: Nullable(RoutePrefix),
  section: Nullable(NavSection),
  hosted: Type.Boolean({ description: 'I suoi file sono caricati sulla piattaforma (non un remote del portale)' }),
  tokenActive: Type.Boolean({ description: 'Ha un token di rilascio valido' }),
  activeVersion: Nullable(Type.String()),
  createdAt: DateTime(),
});
export type RegisteredRemote = Static<typeof RegisteredRemote>;

export const RegisterRemoteBody = Type.Object(
  {
    app: RemoteName,
    team: Type.String({ minLength: 2, maxLength: 64, pattern: '^[a-z0-9][a-z0-9._-]*$' }),
    routePrefix: RoutePrefix,
    section: Type.Optional(Nullable(NavSection)),
  },
  { additionalProperties: false },
);
export type RegisterRemoteBody = Static<typeof RegisterRemoteBody>;

/** A remote with its release token: answered once, when made; only its hash is kept. */
export const RemoteWithToken = Type.Object({ remote: RegisteredRemote, token: Type.String() });
export type RemoteWithToken = Static<typeof RemoteWithToken>;

export const UploadedBuild = Type.Object({
  app: RemoteName,
  version: Type.String(),
  files: Type.Integer(),
  bytes: Type.Integer({ description: 'Byte dei file estratti' }),
});
export type UploadedBuild = Static<typeof UploadedBuild>;

/** A build's two files, as read by whoever has them (the host, from a developer's dev server). */
export const ConformanceBody = Type.Object(
  {
    manifest: Type.Record(Type.String(), Type.Unknown(), { description: 'Il mf-manifest.json della build' }),
    contract: Nullable(Type.Record(Type.String(), Type.Unknown()), { description: 'Il suo portal-contract.json' }),
  },
  { additionalProperties: false },
);

export const Conformance = Type.Object({
  problems: Type.Array(Type.String(), { description: 'Vuoto: la build è compatibile con l’host in esercizio' }),
});

/** A build folder judged without being kept: its problems and the figure its budget is about. */
export const BuildCheck = Type.Object({
  problems: Type.Array(Type.String(), { description: 'Vuoto: la build si può caricare e rilasciare' }),
  remoteEntryGzipBytes: Type.Integer({ description: 'remoteEntry.js compresso (gzip -9)' }),
  routePrefix: Nullable(RoutePrefix, { description: 'I soli percorsi che il remote può contribuire' }),
  section: Nullable(NavSection, { description: 'La sola sezione del back-office in cui può comparire' }),
});
export type BuildCheck = Static<typeof BuildCheck>;

export const RemoteFileParams = Type.Object(
  {
    app: RemoteName,
    version: Type.String({ pattern: VERSION_PATTERN, maxLength: 64 }),
    '*': Type.String({ maxLength: 200 }),
  },
  { additionalProperties: false },
);

/** Who sees a canary release: named users (`login@tenant`), or a share of one tenant's users. */
export const CanaryTarget = Type.Object(
  {
    users: Type.Optional(
      Type.Array(Type.String({ pattern: '^[^@\\s]{1,64}@[a-z0-9-]{1,32}$', maxLength: 100 }), { maxItems: 200 }),
    ),
    tenant: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
    percent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type CanaryTarget = Static<typeof CanaryTarget>;

export const ReleaseBody = Type.Object(
  {
    version: Type.String({ pattern: VERSION_PATTERN, maxLength: 64 }),
    canary: Type.Optional(CanaryTarget),
  },
  { additionalProperties: false },
);

export const Release = Type.Object({
  id: Type.Integer(),
  app: Type.String(),
  version: Type.String(),
  createdAt: DateTime(),
  activatedAt: Nullable(DateTime()),
  active: Type.Boolean(),
  rolledBackAt: Nullable(DateTime()),
  contractVersion: Nullable(Type.Integer({ description: 'Versione del contratto di ./contribution' })),
  canary: Nullable(
    Type.Object({
      users: Type.Array(Type.String()),
      tenant: Nullable(Type.String()),
      percent: Nullable(Type.Integer()),
    }),
  ),
});
export type Release = Static<typeof Release>;

export const TelemetryEvent = Type.Object(
  {
    kind: StringEnum(TELEMETRY_KINDS),
    app: RemoteName,
    version: Type.String({ pattern: VERSION_PATTERN, maxLength: 64 }),
    route: Type.String({ maxLength: TELEMETRY_LIMITS.route, description: 'Il percorso della pagina, senza query' }),
    message: Type.Optional(Type.String({ maxLength: TELEMETRY_LIMITS.message })),
  },
  { additionalProperties: false },
);
export type TelemetryEvent = Static<typeof TelemetryEvent>;

export const TelemetryReport = Type.Object(
  {
    session: Type.String({
      pattern: '^[A-Za-z0-9-]{8,64}$',
      description: 'Identificativo casuale del caricamento della pagina',
    }),
    events: Type.Array(TelemetryEvent, { minItems: 1, maxItems: TELEMETRY_LIMITS.events }),
  },
  { additionalProperties: false },
);
export type TelemetryReport = Static<typeof TelemetryReport>;

export const TelemetryAccepted = Type.Object({
  accepted: Type.Integer(),
  rolledBack: Type.Array(RemoteName, {
    description: 'I remote il cui canary è stato appena chiuso dalla sorveglianza',
  }),
});

/** One version of a remote as the health screen shows it, over the window asked. */
export const RemoteVersionHealth = Type.Object({
  app: RemoteName,
  version: Type.String(),
  role: StringEnum(['stable', 'canary', 'past'] as const, {
    description: 'Attiva per tutti, canary o non più servita',
  }),
  sessions: Type.Integer(),
  errors: Type.Integer(),
  users: Type.Integer({ description: 'Utenti distinti che hanno avuto un errore' }),
  errorRate: Type.Number({ description: 'Errori per sessione' }),
  lastError: Nullable(Type.String()),
  lastErrorAt: Nullable(DateTime()),
});
export type RemoteVersionHealth = Static<typeof RemoteVersionHealth>;

export const HealthQuery = Type.Object(
  { hours: Type.Optional(Type.Integer({ minimum: 1, maximum: 720, default: 24 })) },
  { additionalProperties: false },
);

/** The watch of a remote's canaries: the rule that ends one by itself, and whom it tells. */
export const CanaryWatchBody = Type.Object(
  {
    enabled: Type.Boolean(),
    minErrors: Type.Integer({ minimum: 1, maximum: 1000 }),
    minUsers: Type.Integer({ minimum: 1, maximum: 1000 }),
    windowMinutes: Type.Integer({ minimum: 1, maximum: 1440 }),
    ratio: Type.Number({ minimum: 1, maximum: 1000, description: 'Quante volte il tasso di errore della stabile' }),
    teamEmail: Nullable(Type.String({ format: 'email', maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CanaryWatchBody = Static<typeof CanaryWatchBody>;

export const CanaryWatch = Type.Object({ app: RemoteName, ...CanaryWatchBody.properties });
export type CanaryWatch = Static<typeof CanaryWatch>;

export const RemotesHealth = Type.Object({
  hours: Type.Integer(),
  versions: Type.Array(RemoteVersionHealth),
  watches: Type.Array(CanaryWatch),
});
export type RemotesHealth = Static<typeof RemotesHealth>;

/** Every platform endpoint: the one declaration the API registers and the clients call. */
export const platformEndpoints = {
  getPlatformRemotes: endpoint({
    method: 'GET',
    path: '/api/platform/remotes',
    access: 'public',
    tags: ['piattaforma'],
    summary: 'Versioni attive dei remote, con il manifest da caricare',
    description:
      'Pubblica; con il token di un utente risponde, per i remote con un rilascio canary che lo comprende, ' +
      'la versione canary.',
    response: Type.Array(RemoteEntry),
  }),
  getPlatformRemotesCurrentManifestByApp: endpoint({
    method: 'GET',
    path: '/api/platform/remotes/:app/current/mf-manifest.json',
    access: 'public',
    tags: ['piattaforma'],
    summary: 'Il manifest della versione corrente del remote, per chi chiede',
    description:
      'Indirizzo stabile per host e strumenti fuori dal portale: risponde il manifest Module Federation della versione ' +
      "attiva, o di quella canary se comprende l'utente del token, con publicPath assoluto verso i file di quella " +
      "versione e la versione nell'intestazione X-Remote-Version. Altre origini lo leggono solo se elencate in " +
      'PORTAL_ALLOWED_ORIGINS (CORS spento senza).',
    params: AppParams,
    produces: ['application/json'],
  }),
  getPlatformRemotesReleasesByApp: endpoint({
    method: 'GET',
    path: '/api/platform/remotes/:app/releases',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Storico dei rilasci di un remote (dal più recente)',
    params: AppParams,
    response: Type.Array(Release),
  }),
  postPlatformRemotesReleasesByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/releases',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Registra e attiva una nuova versione di un remote (per tutti, o per un canary)',
    description:
      'La versione deve essere pubblicata: il server del remote deve rispondere con il suo mf-manifest.json ' +
      '(400 "La versione … non è pubblicata" altrimenti) e il suo portal-contract.json deve avere il contratto ' +
      "dell'host (400 altrimenti). Con canary la versione vale solo per gli utenti indicati (login@tenant) " +
      'o per una percentuale degli utenti di un tenant, fino a promote o rollback.',
    params: AppParams,
    body: ReleaseBody,
    response: Release,
  }),
  postPlatformRemotesPromoteByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/promote',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Rende il rilascio canary di un remote attivo per tutti',
    params: AppParams,
    response: Release,
  }),
  postPlatformRemotesRollbackByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/rollback',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Riattiva la versione precedente di un remote (o chiude il canary in corso)',
    params: AppParams,
    response: Release,
  }),
  getPlatformRemotesRegistered: endpoint({
    method: 'GET',
    path: '/api/platform/remotes/registered',
    access: 'platform',
    tags: ['piattaforma'],
    summary: 'I remote registrati: i tre del portale e quelli delle squadre',
    response: Type.Array(RegisteredRemote),
  }),
  postPlatformRemotesRegistered: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/registered',
    access: 'platform',
    tags: ['piattaforma'],
    summary: 'Registra il remote di una squadra e ne crea il token di rilascio',
    description:
      'Il remote può contribuire solo percorsi sotto il suo prefisso e, nel back-office, solo la sua sezione; i suoi ' +
      'file si caricano sulla piattaforma con il suo token. 409 se il nome o il prefisso sono già in uso, o se il ' +
      'prefisso è un percorso del portale. Il token compare solo in questa risposta.',
    body: RegisterRemoteBody,
    response: RemoteWithToken,
  }),
  postPlatformRemotesTokenByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/token',
    access: 'platform',
    tags: ['piattaforma'],
    summary: 'Crea un nuovo token di rilascio del remote e revoca il precedente',
    params: AppParams,
    response: RemoteWithToken,
  }),
  deletePlatformRemotesTokenByApp: endpoint({
    method: 'DELETE',
    path: '/api/platform/remotes/:app/token',
    access: 'platform',
    tags: ['piattaforma'],
    summary: 'Revoca il token di rilascio del remote: nessun rilascio finché non se ne crea uno nuovo',
    params: AppParams,
    response: RegisteredRemote,
  }),
  postPlatformRemotesBuildsByAppAndVersion: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/builds/:version',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: 'Carica la build di una versione di un remote registrato (zip della cartella di build)',
    description:
      `Solo per i remote ospitati dalla piattaforma. Lo zip (al più ${HOSTED_BUILD_LIMITS.zipBytes / 1024 / 1024} MB, ` +
      `${HOSTED_BUILD_LIMITS.files} file) deve contenere mf-manifest.json del remote e portal-contract.json; ` +
      'il server controlla il contratto come al rilascio. Una versione già caricata non si sostituisce (409). ' +
      'Poi POST …/releases la attiva.',
    params: Type.Object(
      { app: RemoteName, version: Type.String({ pattern: VERSION_PATTERN, maxLength: 64 }) },
      { additionalProperties: false },
    ),
    consumes: ['multipart/form-data'],
    response: UploadedBuild,
  }),
  postPlatformRemotesConformanceByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/conformance',
    access: 'platform',
    tags: ['piattaforma'],
    summary: "Se una build del remote è compatibile con l'host in esercizio (la stessa verifica del caricamento)",
    description:
      "Per la build locale di uno sviluppatore, che l'host legge dal suo server di sviluppo prima di usarla: il nome " +
      "Module Federation del remote, i singleton e le loro versioni rispetto a quelli dell'host, la versione del " +
      'contratto. Risponde i problemi trovati, nessuno se la build è compatibile.',
    params: AppParams,
    body: ConformanceBody,
    response: Conformance,
  }),
  postPlatformRemotesCheckByApp: endpoint({
    method: 'POST',
    path: '/api/platform/remotes/:app/check',
    access: 'deploy',
    tags: ['piattaforma'],
    summary: "Verifica una build del remote contro l'host in esercizio, senza caricarla",
    description:
      'Lo zip della cartella di build, come per il caricamento: risponde i problemi che ne impedirebbero il ' +
      "rilascio (nome Module Federation, singleton e loro versioni rispetto all'host in esercizio, contratto, " +
      `remoteEntry.js oltre ${REMOTE_ENTRY_BUDGET_KB} KB compresso), nessuno se la build è pronta.`,
    params: AppParams,
    consumes: ['multipart/form-data'],
    response: BuildCheck,
  }),
  getPlatformRemoteFilesByAppAndVersion: endpoint({
    method: 'GET',
    path: '/api/platform/remote-files/:app/:version/*',
    access: 'public',
    tags: ['piattaforma'],
    summary: 'Un file della build di un remote ospitato (manifest, entry, chunk)',
    params: RemoteFileParams,
    produces: ['application/javascript', 'application/json', 'text/css'],
  }),
  postPlatformTelemetry: endpoint({
    method: 'POST',
    path: '/api/platform/telemetry',
    access: 'user',
    tags: ['piattaforma'],
    summary: "Segnalazioni dell'host sui remote: sessioni, caricamenti falliti, errori di disegno",
    description:
      'Nulla di personale: remote, versione, percorso e messaggio. Al più 20 eventi per chiamata e 30 chiamate ' +
      'al minuto per sessione (429 oltre). Un errore di una versione canary fa valutare la sorveglianza, che può ' +
      'chiudere il canary: la risposta nomina i remote così tornati alla versione stabile.',
    body: TelemetryReport,
    response: TelemetryAccepted,
  }),
  getPlatformRemotesHealth: endpoint({
    method: 'GET',
    path: '/api/platform/remotes/health',
    access: 'platform',
    tags: ['piattaforma'],
    summary: 'Salute dei remote per versione: sessioni, errori, tasso di errore, ultimo errore',
    query: HealthQuery,
    response: RemotesHealth,
  }),
  putPlatformCanaryWatchByApp: endpoint({
    method: 'PUT',
    path: '/api/platform/remotes/:app/canary-watch',
    access: 'platform',
    tags: ['piattaforma'],
    summary: 'Imposta la sorveglianza dei canary di un remote (soglie, spegnimento, indirizzo del team)',
    params: AppParams,
    body: CanaryWatchBody,
    response: CanaryWatch,
  }),
};
