import { useQueryClient } from '@tanstack/react-query';
import { BLOCKED_PANEL_TEXT } from '@portal/shared-ui';
import { FileField } from '@portal/shared-ui/upload';
import { productKey } from '../api/get-product';
import { downloadProductFile, removeProductFile, uploadProductFile, type ProductFile } from '../api/product-files';
import { PRODUCT_FILE_LABELS, type Product, type ProductFileKind } from '../types/product';

const FILES: Array<{ kind: ProductFileKind; pf: boolean; name: keyof Product }> = [
  { kind: 'demo', pf: true, name: 'demoFilePf' },
  { kind: 'demo', pf: false, name: 'demoFilePg' },
  { kind: 'sheet', pf: true, name: 'productFileSheetPf' },
  { kind: 'sheet', pf: false, name: 'productFileSheetPg' },
];

/**
 * The demo files and product sheets for natural persons and legal entities (spec 002 §2.12):
 * any type, uploaded, downloaded and removed (after confirmation) at once, outside the save.
 */
export function ProductFilesField({ product }: { product: Product | null }) {
  const queryClient = useQueryClient();
  // The answer is the product with its new file names; the form being edited is left alone.
  const accept = (saved: Product) => queryClient.setQueryData(productKey(saved.id), saved);
  return (
    <>
      {FILES.map(({ kind, pf, name }) => {
        const label = `${PRODUCT_FILE_LABELS[kind]} ${pf ? 'persona fisica' : 'persona giuridica'}`;
        const file: ProductFile | null = product ? { productId: product.id, kind, pf } : null;
        return (
          <FileField
            key={name}
            label={label}
            fileName={product ? (product[name] as string | null) : null}
            disabled={!file}
            disabledText={file ? undefined : BLOCKED_PANEL_TEXT}
            removeTitle={`Rimozione ${label}`}
            onUpload={async (chosen) => accept(await uploadProductFile(file!, chosen))}
            onDownload={() => downloadProductFile(file!, product![name] as string | null)}
            onRemove={async () => accept(await removeProductFile(file!))}
          />
        );
      })}
    </>
  );
}
