import { processingsEndpoints } from '@portal/contracts/endpoints/processings';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { call } from '@portal/shared-auth';

export const PROCESSING_CODE_TAKEN = CATALOGUE_MESSAGES.processingCodeTaken;

/** GET /api/processing/elaborazione-code/availability: true when no processing of the tenant has the code. */
export async function isProcessingCodeAvailable(elaborazioneCode: string): Promise<boolean> {
  const answer = await call(
    processingsEndpoints.getProcessingElaborazioneCodeAvailability,
    { query: { elaborazioneCode } },
    { silent: true },
  );
  return answer.available;
}
