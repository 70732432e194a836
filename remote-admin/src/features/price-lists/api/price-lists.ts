import { ADMIN_KEY } from '../../../api/admin-queries';
import { priceListsEndpoints } from '@portal/contracts/endpoints/price-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPriceListInput } from '@portal/contracts/api/users';
import { call } from '@portal/shared-auth';

/** Query keys of the price lists: every change invalidates `priceListKeys.all`. */
export const priceListKeys = {
  all: [ADMIN_KEY, 'price-lists'] as const,
  list: () => [...priceListKeys.all, 'list'] as const,
  detail: (code: string) => [...priceListKeys.all, 'detail', code] as const,
  prices: (code: string) => [...priceListKeys.all, 'prices', code] as const,
  clients: (code: string) => [...priceListKeys.all, 'clients', code] as const,
};

const {
  getPriceListByCode,
  getPriceListPricesByCode,
  getPriceListClientsByCode,
  putPriceListByCode,
  putPriceListPriceByCodeAndProductId,
  deletePriceListPriceByCodeAndProductId,
  postPriceListClientByCode,
  putPriceListClientByCodeAndClientId,
  deletePriceListClientByCodeAndClientId,
} = priceListsEndpoints;

export const usePriceLists = () =>
  useQuery({
    queryKey: priceListKeys.list(),
    queryFn: ({ signal }) => call(priceListsEndpoints.getPriceLists, {}, { signal }),
  });

export const usePriceList = (code: string) =>
  useQuery({
    queryKey: priceListKeys.detail(code),
    queryFn: ({ signal }) => call(getPriceListByCode, { params: { code } }, { signal }),
  });

export const usePriceListPrices = (code: string) =>
  useQuery({
    queryKey: priceListKeys.prices(code),
    queryFn: ({ signal }) => call(getPriceListPricesByCode, { params: { code } }, { signal }),
  });

export const usePriceListClients = (code: string) =>
  useQuery({
    queryKey: priceListKeys.clients(code),
    queryFn: ({ signal }) => call(getPriceListClientsByCode, { params: { code } }, { signal }),
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
  useListChange((list: NewPriceListInput) => call(priceListsEndpoints.postPriceList, { body: list }));

export const useDescribePriceList = (code: string) =>
  useListChange((descrizione: string) => call(putPriceListByCode, { params: { code }, body: { descrizione } }));

/** PUT …/price/{productId} {price}: euro to the cent as text. */
export const useSetPrice = (code: string) =>
  useListChange(({ productId, price }: { productId: number; price: string }) =>
    call(putPriceListPriceByCodeAndProductId, { params: { code, productId }, body: { price } }),
  );

export const useRemovePrice = (code: string) =>
  useListChange((productId: number) => call(deletePriceListPriceByCodeAndProductId, { params: { code, productId } }));

export const useAddPriceListClient = (code: string) =>
  useListChange((input: { clientId: number; isDefault: boolean }) =>
    call(postPriceListClientByCode, { params: { code }, body: input }),
  );

export const useSetClientDefault = (code: string) =>
  useListChange(({ clientId, isDefault }: { clientId: number; isDefault: boolean }) =>
    call(putPriceListClientByCodeAndClientId, { params: { code, clientId }, body: { isDefault } }),
  );

export const useRemovePriceListClient = (code: string) =>
  useListChange((clientId: number) => call(deletePriceListClientByCodeAndClientId, { params: { code, clientId } }));
