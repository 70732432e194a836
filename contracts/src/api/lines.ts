/** Lines (spec 002 §2.7, §2.8, §3, §5, §7 Lines): groups of products that share a request form. */
import { LINE_LIMITS } from '../catalogue.ts';
import {
  Id,
  Nullable,
  NullableText,
  PagingQuery,
  SearchText,
  StringEnum,
  Type,
  Version,
  type Static,
} from './schema.ts';

/** Line (spec 002 §3), with the names of its service and form and how many products it has. */
export const Line = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  serviceId: Nullable(Type.Integer()),
  serviceName: NullableText(),
  order: Type.Integer({ description: 'Ordine (sola lettura; nel servizio: ordine del servizio +100, +200…)' }),
  valueAdded: Type.Boolean(),
  active: Type.Boolean(),
  online: Type.Boolean(),
  personaGiuridica: Type.Boolean(),
  personaFisica: Type.Boolean(),
  massivo: Type.Boolean(),
  singolare: Type.Boolean(),
  formCode: Type.String(),
  formDescription: NullableText(),
  productCount: Type.Integer(),
  version: Type.Integer(),
});
export type Line = Static<typeof Line>;

const flags = {
  valueAdded: Type.Optional(Type.Boolean({ default: false })),
  active: Type.Optional(Type.Boolean({ default: true })),
  online: Type.Optional(Type.Boolean({ default: true })),
  personaGiuridica: Type.Optional(Type.Boolean({ default: true })),
  personaFisica: Type.Optional(Type.Boolean({ default: false })),
  massivo: Type.Optional(Type.Boolean({ default: false })),
  singolare: Type.Optional(Type.Boolean({ default: true })),
};

const lineInputProperties = {
  code: Type.String({ minLength: 1, maxLength: LINE_LIMITS.code, description: 'Non modificabile dopo la creazione' }),
  name: Type.String({ minLength: 1, maxLength: LINE_LIMITS.name }),
  description: Type.String({ minLength: 1, maxLength: LINE_LIMITS.description }),
  serviceId: Id(),
  formCode: Type.String({ minLength: 1, maxLength: 64 }),
  order: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: LINE_LIMITS.orderBelow - 1,
      description: 'Solo alla creazione (minore di 9999); in modifica resta quello salvato',
    }),
  ),
  ...flags,
  productIds: Type.Optional(
    Type.Array(Id(), {
      maxItems: 2000,
      uniqueItems: true,
      description:
        'I prodotti della linea dopo il salvataggio: gli aggiunti passano a questa linea, i tolti restano senza linea',
    }),
  ),
  // What the client read and sends back unchanged: ignored.
  serviceName: Type.Optional(Type.Unknown()),
  formDescription: Type.Optional(Type.Unknown()),
  productCount: Type.Optional(Type.Unknown()),
};
/** Body of POST /api/line. */
export const NewLineInput = Type.Object(
  { ...lineInputProperties, id: Type.Optional(Type.Null()), version: Type.Optional(Type.Null()) },
  { additionalProperties: false },
);
/** Body of PUT /api/line/{id}: the version read. */
export const LineInput = Type.Object(
  { ...lineInputProperties, id: Type.Optional(Id()), version: Version() },
  { additionalProperties: false },
);
export type NewLineInput = Static<typeof NewLineInput>;
export type LineInput = Static<typeof LineInput>;

/** Body of PUT /api/lines: lines moved between services or reordered, each with the version read. */
export const LinePlacementInput = Type.Array(
  Type.Object(
    {
      id: Id(),
      version: Version(),
      serviceId: Nullable(Id()),
      order: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
    },
    { additionalProperties: true },
  ),
  { minItems: 1, maxItems: 500 },
);
export type LinePlacementInput = Static<typeof LinePlacementInput>;

export const LineIdParams = Type.Object({ id: Id() });

/** `GET /api/lines`: paged, with search (code, name, description) and the service filter. */
export const LinesQuery = PagingQuery({
  serviceId: Type.Optional(Id({ description: 'Solo le linee di questo servizio' })),
});
export type LinesQuery = Static<typeof LinesQuery>;

/** `GET /api/available/lines`: lines a service can take (without one, or not in `serviceId`). */
export const AvailableLinesQuery = Type.Object(
  {
    search: Type.Optional(SearchText()),
    serviceId: Type.Optional(Id({ description: 'Le linee non in questo servizio; senza: le linee senza servizio' })),
  },
  { additionalProperties: false },
);
export type AvailableLinesQuery = Static<typeof AvailableLinesQuery>;

export const LineProductsQuery = Type.Object(
  {
    type: Type.Optional(
      StringEnum(['PF', 'PG', 'ANY'] as const, { description: 'PF persona fisica, PG persona giuridica' }),
    ),
  },
  { additionalProperties: false },
);
export type LineProductsQuery = Static<typeof LineProductsQuery>;

export const LineCodeQuery = Type.Object(
  { lineCode: Type.String({ minLength: 1, maxLength: LINE_LIMITS.code }) },
  { additionalProperties: false },
);
