import { adminQueries } from '../../../api/admin-queries';
import { priceListsEndpoints } from '@portal/contracts/endpoints/price-lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewPriceListInput } from '@portal/contracts/api/users';
import { call } from '@portal/shared-auth';

/** What every change makes stale: every answer of the price lists' endpoints. */
const PRICE_LISTS = adminQueries.about(priceListsEndpoints);

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

export const usePriceLists = () => useQuery(adminQueries.options(priceListsEndpoints.getPriceLists, {}));

export const usePriceList = (code: string) => useQuery(adminQueries.options(getPriceListByCode, { params: { code } }));

export const usePriceListPrices = (code: string) =>
  useQuery(adminQueries.options(getPriceListPricesByCode, { params: { code } }));

export const usePriceListClients = (code: string) =>
  useQuery(adminQueries.options(getPriceListClientsByCode, { params: { code } }));

/** A change to a list: its answer is fetched again with the counts of the overview. */
function useListChange<A, R>(change: (argument: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries(PRICE_LISTS),
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
