/** The product-catalogue endpoints. */
import { endpoint } from './endpoint.ts';
import { Type, ValueLabel } from './schema.ts';
import { ProductCategory, ProductCategoryInput, ProductIdParams } from './products.ts';
import { PERMISSIONS } from '../permissions.ts';

/** Every product-catalogue endpoint: the one declaration the API registers and the clients call. */
export const productCatalogueEndpoints = {
  getProductTypes: endpoint({
    method: 'GET',
    path: '/api/product/types',
    access: 'user',
    tags: ['prodotti'],
    summary: 'Tipi di prodotto: ON Online, OF Offline, WS Web Service',
    response: Type.Array(ValueLabel),
  }),
  getProductCategories: endpoint({
    method: 'GET',
    path: '/api/product/categories',
    access: 'user',
    tags: ['prodotti'],
    summary: 'Categorie di prodotto del tenant, per descrizione',
    response: Type.Array(ProductCategory),
  }),
  postProductCategory: endpoint({
    method: 'POST',
    path: '/api/product/category',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Crea una categoria di prodotto (codice unico)',
    body: ProductCategoryInput,
    response: ProductCategory,
  }),
  putProductCategoryById: endpoint({
    method: 'PUT',
    path: '/api/product/category/:id',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Aggiorna una categoria; i codici completi dei suoi prodotti seguono il nuovo codice',
    params: ProductIdParams,
    body: ProductCategoryInput,
    response: ProductCategory,
  }),
  deleteProductCategoryById: endpoint({
    method: 'DELETE',
    path: '/api/product/category/:id',
    access: [PERMISSIONS.manager],
    tags: ['prodotti'],
    summary: 'Rimuove una categoria che nessun prodotto usa (409 con quanti la usano)',
    params: ProductIdParams,
    response: Type.Null(),
  }),
};
