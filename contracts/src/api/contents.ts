/** Contents (spec 002 §2.5, §2.6, §3, §7 Contents): groups of products shown to customers. */
import { Id, MAX_INT, Type, Version, type Static } from './schema.ts';

/** Content (spec 002 §3). */
export const Content = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  icon: Type.String(),
  order: Type.Integer({ description: 'Ordine (sola lettura in modifica)' }),
  hasProducts: Type.Boolean(),
  productCount: Type.Integer(),
  version: Type.Integer(),
  contentProduct: Type.Optional(Type.Array(Type.Object({ contentId: Type.Integer(), productId: Type.Integer() }))),
});
export type Content = Static<typeof Content>;

const contentInputProperties = {
  description: Type.String({ minLength: 1, maxLength: 500 }),
  icon: Type.String({ minLength: 1, maxLength: 128 }),
  order: Type.Optional(Type.Integer({ description: 'Sola lettura: ignorato' })),
  hasProducts: Type.Optional(Type.Boolean()),
  productCount: Type.Optional(Type.Integer()),
  contentProduct: Type.Optional(Type.Array(Type.Unknown())),
};
/** Body of POST /api/content. */
export const NewContentInput = Type.Object(
  { ...contentInputProperties, id: Type.Optional(Id()), version: Type.Optional(Version()) },
  { additionalProperties: false },
);
/** Body of PUT /api/content: id and the version read. */
export const ContentInput = Type.Object(
  { ...contentInputProperties, id: Id(), version: Version() },
  { additionalProperties: false },
);
export type NewContentInput = Static<typeof NewContentInput>;
export type ContentInput = Static<typeof ContentInput>;

/** Body of PUT /api/contents: the new order of the contents shown (other keys ignored). */
export const ContentOrderInput = Type.Array(
  Type.Object(
    { id: Id(), order: Type.Integer({ minimum: 0, maximum: MAX_INT }), version: Version() },
    { additionalProperties: true },
  ),
  { maxItems: 500 },
);
export type ContentOrderInput = Static<typeof ContentOrderInput>;

export const ContentIdParams = Type.Object({ id: Id() });

export const ContentProductParams = Type.Object({ id: Id(), productId: Id() });

export const ProductIdBody = Type.Object({ productId: Id() }, { additionalProperties: false });
