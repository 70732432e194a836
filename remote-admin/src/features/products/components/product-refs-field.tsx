import { useState } from 'react';
import { useField } from '@portal/shared-ui/forms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, useDebouncedValue } from '@portal/shared-ui';
import { FieldItem } from '@portal/shared-ui/forms';
import { productLookup } from '../../../api/search-products';
import type { ProductRef } from '../types/product';

const labelOf = (product: ProductRef) => `${product.productCode} - ${product.description}`;

interface ProductRefsFieldProps {
  name: string;
  label: string;
  /** The product being edited: never offered (null while new). */
  productId: number | null;
  /** One product (the parent) or several (the purchasable products). */
  multiple?: boolean;
  parentsOnly?: boolean;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Products chosen by typing part of their code or description (500 ms, at most 50
 * suggestions): one (the parent) or several (the purchasable products).
 */
export function ProductRefsField({
  name,
  label,
  productId,
  multiple,
  parentsOnly,
  required,
  disabled,
}: ProductRefsFieldProps) {
  const [field, , helpers] = useField<ProductRef | ProductRef[] | null>(name);
  const chosen: ProductRef[] = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const [typed, setTyped] = useState('');
  const term = useDebouncedValue(typed, 500).trim();
  const found = useQuery({
    ...productLookup({ excludeId: productId, parentsOnly })(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
  const known = new Map([...chosen, ...(found.data ?? [])].map((product) => [product.id, product]));
  const options = [...known.values()].map((product) => ({ value: product.id, label: labelOf(product) }));
  const pick = (ids: number[]) => {
    const picked = ids.map((id) => known.get(id)).filter((product): product is ProductRef => Boolean(product));
    void helpers.setValue(multiple ? picked : (picked[0] ?? null));
    void helpers.setTouched(true, false);
  };
  return (
    <FieldItem name={name} label={label} required={required}>
      <Select<number | number[]>
        id={name}
        mode={multiple ? 'multiple' : undefined}
        allowClear
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder="Scrivi codice o descrizione"
        notFoundContent={term === '' ? 'Scrivi per cercare' : found.isFetching ? 'Ricerca…' : 'Nessun prodotto'}
        value={multiple ? chosen.map((product) => product.id) : (chosen[0]?.id ?? undefined)}
        options={options}
        disabled={disabled}
        onChange={(value) => pick(value === undefined ? [] : Array.isArray(value) ? value : [value])}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldItem>
  );
}
