import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { call } from '@portal/shared-auth';

export const LINE_CODE_TAKEN = CATALOGUE_MESSAGES.lineCodeTaken;

/** GET /api/line/line-code/availability: true when no line of the tenant has the code. */
export async function isLineCodeAvailable(lineCode: string): Promise<boolean> {
  const answer = await call(linesEndpoints.getLineLineCodeAvailability, { query: { lineCode } }, { silent: true });
  return answer.available;
}
