import { productFilesEndpoints } from '@portal/contracts/endpoints/products';
import { PRODUCT_FILE_PATHS } from '@portal/contracts/api/products';
import { call } from '@portal/shared-auth';
import { downloadFrom, uploadTo } from '@portal/shared-auth/files';
import type { Product, ProductFileKind } from '../types/product';

export interface ProductFile {
  productId: number;
  kind: ProductFileKind;
  /** true: natural person (PF); false: legal entity (PG). */
  pf: boolean;
}

/** The path's parameters (spec 002 §7): `true` for PF, `false` for PG. */
const paramsOf = ({ productId, pf }: ProductFile) => ({
  id: productId,
  pf: pf ? ('true' as const) : ('false' as const),
});

export function uploadProductFile(target: ProductFile, file: File): Promise<Product> {
  return uploadTo(productFilesEndpoints[target.kind].upload, { params: paramsOf(target) }, file);
}

export function downloadProductFile(target: ProductFile, fileName: string | null) {
  return downloadFrom(
    productFilesEndpoints[target.kind].download,
    { params: paramsOf(target) },
    fileName ?? PRODUCT_FILE_PATHS[target.kind].path,
  );
}

export function removeProductFile(target: ProductFile): Promise<Product> {
  return call(productFilesEndpoints[target.kind].remove, { params: paramsOf(target) });
}
