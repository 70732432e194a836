/** Processings (elaborazioni, spec 002 §2.13, §2.14, §3, §7 Processings). */
import { PROCESSING_LIMITS, REQUEST_TYPES } from '../catalogue.ts';
import { Id, Nullable, NullableText, PagingQuery, StringEnum, Type, Version, type Static } from './schema.ts';

/** A time of the window as saved: `hh:mm:00` (spec 002 §5: the form's hh:mm, with seconds). */
export const ProcessingTime = () =>
  Nullable(
    Type.String({
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]:00$',
      description: 'Orario hh:mm:00 (ora di Roma); null: nessun limite',
    }),
  );

export const RequestTypeSchema = StringEnum(REQUEST_TYPES, {
  description: 'OFF Offline, ON Online, WS Web Service',
});

export const Processing = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  description: Type.String(),
  form: NullableText({ description: 'Codice della form che sostituisce quella dei prodotti' }),
  formDescription: NullableText(),
  fromTime: ProcessingTime(),
  toTime: ProcessingTime(),
  requestType: RequestTypeSchema,
  clientCount: Type.Integer(),
  productCount: Type.Integer(),
  version: Type.Integer(),
});
export type Processing = Static<typeof Processing>;

const editable = {
  description: Type.String({ minLength: 1, maxLength: PROCESSING_LIMITS.description }),
  form: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  fromTime: Type.Optional(ProcessingTime()),
  toTime: Type.Optional(ProcessingTime()),
  requestType: RequestTypeSchema,
};

/** `POST /api/processing`. */
export const NewProcessingInput = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: PROCESSING_LIMITS.code }), ...editable },
  { additionalProperties: false },
);
export type NewProcessingInput = Static<typeof NewProcessingInput>;

/** `PUT /api/processing/{id}`: the code is locked after the first save (sent back, never changed). */
export const ProcessingInput = Type.Object(
  {
    id: Type.Optional(Id()),
    code: Type.Optional(Type.String({ maxLength: PROCESSING_LIMITS.code })),
    ...editable,
    version: Version(),
  },
  { additionalProperties: false },
);
export type ProcessingInput = Static<typeof ProcessingInput>;

export const ProcessingIdParams = Type.Object({ id: Id() });

/** `GET /api/processings`: paged, search over code, description and form; the request-type filter. */
export const ProcessingsQuery = PagingQuery({ requestType: Type.Optional(RequestTypeSchema) });
export type ProcessingsQuery = Static<typeof ProcessingsQuery>;

export const ProcessingCodeQuery = Type.Object(
  { elaborazioneCode: Type.String({ minLength: 1, maxLength: PROCESSING_LIMITS.code }) },
  { additionalProperties: false },
);

/** A client linked to a processing (spec 002 §3). */
export const ProcessingClient = Type.Object({
  id: Type.Integer(),
  clientId: Type.Integer(),
  client: Type.Object({ id: Type.Integer(), customerCode: Type.String(), head1: Type.String() }),
});
export type ProcessingClient = Static<typeof ProcessingClient>;

/** A product linked to a processing (spec 002 §3). */
export const ProcessingProduct = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  product: Type.Object({ id: Type.Integer(), productCode: Type.String(), description: Type.String() }),
});
export type ProcessingProduct = Static<typeof ProcessingProduct>;

export const LinkClientInput = Type.Object({ clientId: Id() }, { additionalProperties: false });
export const LinkProductInput = Type.Object({ productId: Id() }, { additionalProperties: false });
export const LinkIdParams = Type.Object({ id: Id() });

/**
 * When a processing limits a product's hours (README "Elaborazioni"): the window in hh:mm,
 * whether it is open now, and the message a request outside it gets.
 */
export const ServiceWindow = Type.Object({
  from: Type.String({ description: 'hh:mm' }),
  to: Type.String({ description: 'hh:mm' }),
  open: Type.Boolean(),
  message: Type.String(),
});
export type ServiceWindow = Static<typeof ServiceWindow>;
