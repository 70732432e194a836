/**
 * The Fastify side of the contracts: every route's response map is its success envelope plus
 * the error envelope. The schemas themselves live in @portal/contracts.
 */
import { Envelope, ErrorEnvelope, Type, type Static, type TSchema } from '@portal/contracts/api/schema';

export { ErrorEnvelope };

const errorRef = Type.Unsafe<Static<typeof ErrorEnvelope>>({ $ref: 'ErrorEnvelope#' });

/** Response map of a route: its success answer plus the error envelope for 4xx and 5xx. */
export function responses<T extends TSchema, const S extends number = 200>(ok: T, status: S = 200 as S) {
  return { [status]: Envelope(ok), '4xx': errorRef, '5xx': errorRef } as {
    [K in S]: ReturnType<typeof Envelope<T>>;
  } & { '4xx': typeof errorRef; '5xx': typeof errorRef };
}
