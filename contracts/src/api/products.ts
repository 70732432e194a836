/** Products (spec 002 §2.11, §2.12, §3, §5, §7 Products) and their categories. */
import {
  CONFIGURATION_STATUSES,
  PRODUCT_CATEGORY_LIMITS,
  PRODUCT_LIMITS,
  PRODUCT_TYPES,
  REPORT_FAMILIES,
  type ProductFileKind,
} from '../catalogue.ts';
import {
  Id,
  Nullable,
  NullableInteger,
  NullableText,
  PagingQuery,
  SearchText,
  StringEnum,
  Type,
  Version,
  type Static,
} from './schema.ts';
import { endpoint } from './endpoint.ts';
import { PERMISSIONS } from '../permissions.ts';
import { Page } from './schema.ts';
import { CATALOGUE_MESSAGES } from '../messages.ts';

const YesNo = () => StringEnum(['S', 'N'] as const);

/** A decimal amount in euro as text ("12.50"): money never travels as a float. */
export const Amount = (options: { description?: string } = {}) =>
  Type.String({ pattern: '^\\d{1,8}(\\.\\d{1,2})?$', maxLength: 11, ...options });

/** A product named by another (parent, child, purchasable). */
export const ProductRef = Type.Object({
  id: Type.Integer(),
  productCode: Type.String(),
  description: Type.String(),
});
export type ProductRef = Static<typeof ProductRef>;

/** A row of the product list (spec 002 §2.11). */
export const ProductListItem = Type.Object({
  id: Type.Integer(),
  productCode: Type.String(),
  fullProductCode: Type.String(),
  description: Type.String(),
  productType: Nullable(StringEnum(PRODUCT_TYPES)),
  categoryDescription: NullableText(),
  evasDays: NullableInteger(),
  flagSuspended: YesNo(),
  configurationStatus: StringEnum(CONFIGURATION_STATUSES),
  lineId: NullableInteger(),
  lineName: NullableText(),
  serviceId: NullableInteger(),
  serviceName: NullableText(),
});
export type ProductListItem = Static<typeof ProductListItem>;

/** The file names a product carries (null: none uploaded). */
const files = {
  demoFilePf: NullableText(),
  demoFilePg: NullableText(),
  productFileSheetPf: NullableText(),
  productFileSheetPg: NullableText(),
};

/** Product (spec 002 §3), as the edit screen shows it. */
export const Product = Type.Object({
  ...ProductListItem.properties,
  descrEstrattoConto: Type.String(),
  note: NullableText(),
  parentId: NullableInteger(),
  parent: Nullable(ProductRef),
  children: Type.Array(ProductRef),
  productCategoryId: NullableInteger(),
  formCode: NullableText(),
  reportUrl: NullableText(),
  styleUrl: NullableText(),
  reportFamily: Nullable(StringEnum(REPORT_FAMILIES), {
    description: 'Il report che il prodotto consegna; null: dal nome',
  }),
  purchasableProducts: Type.Array(ProductRef),
  contentIds: Type.Array(Type.Integer(), { description: 'I contenuti del prodotto (contentProduct)' }),
  customerVis: YesNo(),
  search: Type.Boolean(),
  nuovaRicerca: Type.Boolean(),
  esitoPdf: Type.Boolean(),
  nascondiDaListaRichieste: Type.Boolean(),
  personaFisica: Type.Boolean(),
  personaGiuridica: Type.Boolean(),
  enableMassiveUpload: Type.Boolean(),
  massiveUploadSplit: Type.Boolean(),
  urgent: Type.Boolean(),
  favorite: Type.Boolean(),
  priceFromConf: YesNo(),
  manualDebit: YesNo(),
  subjectToVAT: YesNo(),
  urgentOffLineMail: YesNo(),
  online: Type.Boolean(),
  offline: Type.Boolean(),
  defaultPrice: Nullable(Type.String({ description: 'Prezzo di listino in euro, decimale ("12.50")' })),
  ...files,
  version: Type.Integer(),
});
export type Product = Static<typeof Product>;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

const productInputProperties = {
  productCode: Type.String({
    minLength: 1,
    maxLength: PRODUCT_LIMITS.code,
    description: 'Non modificabile dopo la creazione',
  }),
  description: Text(PRODUCT_LIMITS.description),
  descrEstrattoConto: Text(PRODUCT_LIMITS.statementDescription),
  note: OptionalText(PRODUCT_LIMITS.note),
  lineId: Id({ description: 'Obbligatoria' }),
  productCategoryId: Id(),
  evasDays: Type.Integer({ minimum: 0, maximum: PRODUCT_LIMITS.evasDaysMax - 1 }),
  formCode: OptionalText(64),
  parentId: Type.Optional(Nullable(Id({ description: 'Obbligatorio se urgent' }))),
  reportUrl: OptionalText(PRODUCT_LIMITS.url),
  styleUrl: OptionalText(PRODUCT_LIMITS.url),
  reportFamily: Type.Optional(Nullable(StringEnum(REPORT_FAMILIES))),
  purchasableProductIds: Type.Optional(Type.Array(Id(), { maxItems: PRODUCT_LIMITS.purchasables, uniqueItems: true })),
  contentIds: Type.Optional(Type.Array(Id(), { maxItems: PRODUCT_LIMITS.contents, uniqueItems: true })),
  customerVis: Type.Optional(YesNo()),
  flagSuspended: Type.Optional(YesNo()),
  configurationStatus: Type.Optional(StringEnum(CONFIGURATION_STATUSES)),
  search: Type.Optional(Type.Boolean()),
  nuovaRicerca: Type.Optional(Type.Boolean()),
  esitoPdf: Type.Optional(Type.Boolean()),
  nascondiDaListaRichieste: Type.Optional(Type.Boolean()),
  personaFisica: Type.Optional(Type.Boolean()),
  personaGiuridica: Type.Optional(Type.Boolean()),
  enableMassiveUpload: Type.Optional(Type.Boolean()),
  massiveUploadSplit: Type.Optional(Type.Boolean({ description: 'Solo con enableMassiveUpload' })),
  urgent: Type.Optional(Type.Boolean()),
  favorite: Type.Optional(Type.Boolean()),
  priceFromConf: Type.Optional(YesNo()),
  manualDebit: Type.Optional(YesNo()),
  subjectToVAT: Type.Optional(YesNo()),
  urgentOffLineMail: Type.Optional(YesNo()),
  defaultPrice: Type.Optional(Nullable(Amount())),
};

/** Body of POST /api/product. */
export const NewProductInput = Type.Object(
  { ...productInputProperties, id: Type.Optional(Type.Null()), version: Type.Optional(Type.Null()) },
  { additionalProperties: false },
);
export type NewProductInput = Static<typeof NewProductInput>;

/** Body of PUT /api/product/{id}: the version read; lists left out stay as they are. */
export const ProductInput = Type.Object(
  { ...productInputProperties, id: Type.Optional(Id()), version: Version() },
  { additionalProperties: false },
);
export type ProductInput = Static<typeof ProductInput>;

export const ProductIdParams = Type.Object({ id: Id() });

/** `/api/product/{id}/…/{pf}`: true for the natural-person (PF) file, false for the legal-entity (PG) one. */
export const ProductFileParams = Type.Object({
  id: Id(),
  pf: StringEnum(['true', 'false'] as const, {
    description: 'true: persona fisica (PF); false: persona giuridica (PG)',
  }),
});

/** `GET /api/products`: the five filters of spec 002 §2.11. */
export const ProductsQuery = PagingQuery({
  serviceId: Type.Optional(Id()),
  lineId: Type.Optional(Id()),
  productType: Type.Optional(StringEnum(PRODUCT_TYPES)),
  productCategoryId: Type.Optional(Id()),
  configurationStatus: Type.Optional(StringEnum(CONFIGURATION_STATUSES)),
});
export type ProductsQuery = Static<typeof ProductsQuery>;

/** `GET /api/products/search`: at most 50, by code. */
export const ProductSearchQuery = Type.Object(
  {
    search: Type.Optional(SearchText(128)),
    excludeId: Type.Optional(Id({ description: 'Tranne questo prodotto' })),
    parentsOnly: Type.Optional(Type.Boolean({ description: 'Solo i prodotti che possono fare da padre' })),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        default: 50,
        description: 'Quanti al massimo (50; 100 per le elaborazioni)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ProductSearchQuery = Static<typeof ProductSearchQuery>;

/** `GET /api/products/by-ids?ids=1&ids=2`. */
export const ProductIdsQuery = Type.Object(
  { ids: Type.Array(Id(), { minItems: 1, maxItems: 100 }) },
  { additionalProperties: false },
);

/** Product category (spec 002 §3), with how many products use it. */
export const ProductCategory = Type.Object({
  id: Type.Integer(),
  prodCatCode: Type.String(),
  description: Type.String(),
  productType: StringEnum(PRODUCT_TYPES),
  productCount: Type.Integer(),
});
export type ProductCategory = Static<typeof ProductCategory>;

/** Body of POST /api/product/category and PUT /api/product/category/{id}. */
export const ProductCategoryInput = Type.Object(
  {
    prodCatCode: Type.String({ minLength: 1, maxLength: PRODUCT_CATEGORY_LIMITS.code }),
    description: Text(500),
    productType: StringEnum(PRODUCT_TYPES),
    id: Type.Optional(Nullable(Type.Integer())),
    productCount: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);
export type ProductCategoryInput = Static<typeof ProductCategoryInput>;

/** Every products endpoint: the one declaration the API registers and the clients call. */
export const productsEndpoints = {
  getProducts: endpoint({
    method: 'GET',
    path: '/api/products',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Elenco paginato dei prodotti, per codice',
    description:
      'La ricerca confronta codice, codice completo e descrizione; filtri per servizio, linea, tipo, categoria e stato di configurazione (G Configurato, Y Da configurare, R Sospeso).',
    query: ProductsQuery,
    response: Page(ProductListItem),
  }),
  getProductsSearch: endpoint({
    method: 'GET',
    path: '/api/products/search',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Prodotti che contengono il testo, per codice (al massimo limit: 50, fino a 100)',
    query: ProductSearchQuery,
    response: Type.Array(ProductRef),
  }),
  getProductsByIds: endpoint({
    method: 'GET',
    path: '/api/products/by-ids',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'I prodotti indicati (ids ripetuto), per codice; gli id di altri tenant non compaiono',
    query: ProductIdsQuery,
    response: Type.Array(ProductListItem),
  }),
  getProductById: endpoint({
    method: 'GET',
    path: '/api/product/:id',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Un prodotto, completo',
    params: ProductIdParams,
    response: Product,
  }),
  postProduct: endpoint({
    method: 'POST',
    path: '/api/product',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Crea un prodotto',
    description: `Codice unico per tenant (409 "${CATALOGUE_MESSAGES.productCodeTaken}"); padre obbligatorio se urgente.`,
    body: NewProductInput,
    response: Product,
  }),
  putProductById: endpoint({
    method: 'PUT',
    path: '/api/product/:id',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Aggiorna un prodotto con la versione letta (una transazione)',
    description:
      'Il codice resta quello di creazione. purchasableProductIds e contentIds, se presenti, sostituiscono gli elenchi; assenti li lasciano come sono. 409 se un altro utente ha salvato prima.',
    params: ProductIdParams,
    body: ProductInput,
    response: Product,
  }),
};

/** The demo file and the product sheet: the upload path's word, the download path's word, the label. */
export const PRODUCT_FILE_PATHS = {
  demo: { upload: 'upload-demo-file', path: 'demo-file', label: 'file demo' },
  sheet: { upload: 'upload-file-sheet', path: 'file-sheet', label: 'scheda prodotto' },
} as const satisfies Record<ProductFileKind, { upload: string; path: string; label: string }>;

/** Upload, download and removal of one kind of product file, for a natural (true) or legal (false) person. */
function productFileEndpoints<K extends ProductFileKind>(kind: K) {
  const { upload, path, label } = PRODUCT_FILE_PATHS[kind];
  const common = { access: [PERMISSIONS.manager], tags: ['prodotti'], params: ProductFileParams } as const;
  return {
    upload: endpoint({
      ...common,
      method: 'POST',
      path: `/api/product/:id/${upload}/:pf`,
      summary: `Carica (o sostituisce) il ${label} per persona fisica (true) o giuridica (false)`,
      description: `multipart/form-data con una parte "file" (al massimo ${PRODUCT_LIMITS.fileMb} MiB), di qualsiasi tipo.`,
      consumes: ['multipart/form-data'],
      response: Product,
    }),
    download: endpoint({
      ...common,
      method: 'GET',
      path: `/api/product/:id/${path}/:pf`,
      summary: `Scarica il ${label} per persona fisica (true) o giuridica (false)`,
      produces: ['application/octet-stream'],
    }),
    remove: endpoint({
      ...common,
      method: 'DELETE',
      path: `/api/product/:id/${path}/:pf`,
      summary: `Rimuove il ${label} per persona fisica (true) o giuridica (false)`,
      response: Product,
    }),
  };
}

/** The product's two files, each with its three endpoints. */
export const productFilesEndpoints = {
  demo: productFileEndpoints('demo'),
  sheet: productFileEndpoints('sheet'),
};
