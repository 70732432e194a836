import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import { productsEndpoints } from '@portal/contracts/endpoints/products';
import { servicesEndpoints } from '@portal/contracts/endpoints/services';
import { adminQueries } from '../../../api/admin-queries';
import type { Line, LineInput, NewLineInput } from '../types/line';

/** POST /api/line: a new line, with its products when given. */
export function createLine(line: NewLineInput): Promise<Line> {
  return call(linesEndpoints.postLine, { body: line });
}

/** PUT /api/line/{id} with the version read and the line's products: one transaction, 409 when stale. */
export function updateLine(id: number, line: LineInput): Promise<Line> {
  return call(linesEndpoints.putLineById, { params: { id }, body: line });
}

/** A saved line moves products and changes its service's table: all three are fetched again. */
const MOVED_BY_A_LINE = adminQueries.about(linesEndpoints, servicesEndpoints, productsEndpoints);

function useInvalidateLines() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(MOVED_BY_A_LINE);
}

export function useCreateLine() {
  const invalidate = useInvalidateLines();
  return useMutation({ mutationFn: createLine, onSuccess: invalidate });
}

export function useUpdateLine(id: number) {
  const invalidate = useInvalidateLines();
  return useMutation({ mutationFn: (line: LineInput) => updateLine(id, line), onSuccess: invalidate });
}
