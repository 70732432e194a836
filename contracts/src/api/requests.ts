/** Requests (spec 001 §3, §4): creating one prices it and debits the client's credit at once. */
import { Company, Person } from './subjects.ts';
import { Id, Nullable, StringEnum, Type, type Static } from './schema.ts';

const FormValue = Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Boolean(), Type.Null()]);

/** Body of POST /api/requests (spec 001 §3 "Request (submitted)"). */
export const NewRequestInput = Type.Object(
  {
    productId: Id(),
    tipoSogg: StringEnum(['PF', 'PG'] as const, {
      description: 'Tipo di soggetto: PF persona fisica, PG persona giuridica',
    }),
    /** The subject chosen in the search; its codice fiscale is kept to find its past requests. */
    subject: Type.Optional(Type.Union([Company, Person])),
    formParams: Type.Record(Type.String({ maxLength: 64 }), FormValue, {
      maxProperties: 200,
      description: 'I valori della form, per codice campo (date gg/mm/aaaa)',
    }),
    clientFormParams: Type.Optional(
      Type.Array(Type.Object({ label: Type.String({ maxLength: 128 }), value: Type.String({ maxLength: 2000 }) }), {
        maxItems: 50,
      }),
    ),
    internalReference: Type.Optional(
      Nullable(Type.String({ maxLength: 100, description: 'Riferimento interno del cliente (centro di costo)' })),
    ),
  },
  { additionalProperties: false },
);
export type NewRequestInput = Static<typeof NewRequestInput>;

export const REQUEST_STATUSES = ['PENDING', 'COMPLETED', 'ERROR', 'WS'] as const;

/** Answer of POST /api/requests (spec 001 §3 "Request result context"). */
export const RequestCreated = Type.Object({
  idMovContab: Type.Integer(),
  idRichiesta: Type.Integer(),
  status: StringEnum(REQUEST_STATUSES),
  price: Type.String({ description: 'Euro, decimale ("6.50")' }),
  credit: Type.String({ description: 'Credito residuo dopo la richiesta' }),
  dueDate: Nullable(Type.String({ description: 'YYYY-MM-DD: evasione prevista delle richieste offline' })),
  showWarning: Type.Boolean(),
  warningMessage: Nullable(Type.String()),
});
export type RequestCreated = Static<typeof RequestCreated>;

/** `GET /api/requests/quote?productId=`: the price the client pays and its credit. */
export const RequestQuoteQuery = Type.Object({ productId: Id() }, { additionalProperties: false });
export const RequestQuote = Type.Object({
  productId: Type.Integer(),
  price: Type.String(),
  credit: Type.String(),
  enough: Type.Boolean(),
});
export type RequestQuote = Static<typeof RequestQuote>;
