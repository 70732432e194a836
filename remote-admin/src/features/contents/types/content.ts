/** Content (spec 002 §3) as the API returns it (api/docs/catalogue-api.md). */
export interface Content {
  id: number;
  description: string;
  icon: string;
  order: number;
  hasProducts: boolean;
  productCount?: number;
  version?: number;
}

export type ProductType = 'ON' | 'OF' | 'WS';

/** Product types with their labels (spec 002 §2.6). */
export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  ON: 'Online',
  OF: 'Offline',
  WS: 'Web Service',
};

/** A product row of the content edit's product panel (spec 002 §2.6). */
export interface ContentProduct {
  id: number;
  productCode: string;
  fullProductCode: string;
  description: string;
  productType: ProductType | null;
  evasDays: number | null;
  flagSuspended: 'S' | 'N';
  lineId: number | null;
  lineName: string | null;
}
