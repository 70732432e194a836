import { api } from '@portal/shared-auth';
import { downloadFile, uploadFile } from '@portal/shared-auth/files';
import type { Product, ProductFileKind } from '../types/product';

/** The paths of spec 002 §7: upload-demo-file / upload-file-sheet, `true` for PF, `false` for PG. */
const UPLOAD: Record<ProductFileKind, string> = { demo: 'upload-demo-file', sheet: 'upload-file-sheet' };
const STORED: Record<ProductFileKind, string> = { demo: 'demo-file', sheet: 'file-sheet' };

export interface ProductFile {
  productId: number;
  kind: ProductFileKind;
  /** true: natural person (PF); false: legal entity (PG). */
  pf: boolean;
}

export function uploadProductFile({ productId, kind, pf }: ProductFile, file: File): Promise<Product> {
  return uploadFile<Product>(`/api/product/${productId}/${UPLOAD[kind]}/${pf}`, file);
}

export function downloadProductFile({ productId, kind, pf }: ProductFile, fileName: string | null) {
  return downloadFile(`/api/product/${productId}/${STORED[kind]}/${pf}`, fileName ?? STORED[kind]);
}

export function removeProductFile({ productId, kind, pf }: ProductFile): Promise<Product> {
  return api.delete<Product>(`/api/product/${productId}/${STORED[kind]}/${pf}`);
}
