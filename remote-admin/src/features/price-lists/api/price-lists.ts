import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPriceListInput, PriceList, PriceListClient, PriceListPrice } from '@portal/contracts/api/users';
import { api } from '@portal/shared-auth';

/** Query keys of the price lists: every change invalidates `priceListKeys.all`. */
export const priceListKeys = {
  all: ['price-lists'] as const,
  list: () => [...priceListKeys.all, 'list'] as const,
  detail: (code: string) => [...priceListKeys.all, 'detail', code] as const,
  prices: (code: string) => [...priceListKeys.all, 'prices', code] as const,
  clients: (code: string) => [...priceListKeys.all, 'clients', code] as const,
};

const url = (code: string, rest = '') => `/api/price-list/${encodeURIComponent(code)}${rest}`;

export const usePriceLists = () =>
  useQuery({
    queryKey: priceListKeys.list(),
    queryFn: ({ signal }) => api.get<PriceList[]>('/api/price-lists', { signal }),
  });

export const usePriceList = (code: string) =>
  useQuery({
    queryKey: priceListKeys.detail(code),
    queryFn: ({ signal }) => api.get<PriceList>(url(code), { signal }),
  });

export const usePriceListPrices = (code: string) =>
  useQuery({
    queryKey: priceListKeys.prices(code),
    queryFn: ({ signal }) => api.get<PriceListPrice[]>(url(code, '/prices'), { signal }),
  });

export const usePriceListClients = (code: string) =>
  useQuery({
    queryKey: priceListKeys.clients(code),
    queryFn: ({ signal }) => api.get<PriceListClient[]>(url(code, '/clients'), { signal }),
  });

/** A change to a list: its answer is fetched again with the counts of the overview. */
function useListChange<A, R>(change: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: priceListKeys.all }),
  });
}

export const useCreatePriceList = () =>
  useListChange((list: NewPriceListInput) => api.post<PriceList>('/api/price-list', list));

export const useDescribePriceList = (code: string) =>
  useListChange((descrizione: string) => api.put<PriceList>(url(code), { descrizione }));

/** PUT …/price/{productId} {price}: euro to the cent as text. */
export const useSetPrice = (code: string) =>
  useListChange(({ productId, price }: { productId: number; price: string }) =>
    api.put<PriceListPrice[]>(url(code, `/price/${productId}`), { price }),
  );

export const useRemovePrice = (code: string) =>
  useListChange((productId: number) => api.delete<PriceListPrice[]>(url(code, `/price/${productId}`)));

export const useAddPriceListClient = (code: string) =>
  useListChange((input: { clientId: number; isDefault: boolean }) =>
    api.post<PriceListClient[]>(url(code, '/client'), input),
  );

export const useSetClientDefault = (code: string) =>
  useListChange(({ clientId, isDefault }: { clientId: number; isDefault: boolean }) =>
    api.put<PriceListClient[]>(url(code, `/client/${clientId}`), { isDefault }),
  );

export const useRemovePriceListClient = (code: string) =>
  useListChange((clientId: number) => api.delete<PriceListClient[]>(url(code, `/client/${clientId}`)));
