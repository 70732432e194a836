/**
 * The deployed host's contract (`portal-contract.json`): the singletons it lends and its
 * contract version, against which an uploaded remote build is checked. Read from the host
 * (`hostContractUrl`) and kept a minute: a burst of uploads asks once; a new host is seen soon.
 */
import { contractVersionOf, federationManifestOf } from '@portal/contracts/federation-check';
import { unavailable } from '../domain-error.ts';
import type { HostContract } from './hosted-builds.ts';

const FETCH_TIMEOUT_MS = 5_000;
const KEPT_MS = 60_000;

let kept: { url: string; at: number; contract: HostContract } | null = null;

export async function hostContract(url: string, now = Date.now()): Promise<HostContract> {
  if (kept?.url === url && now - kept.at < KEPT_MS) return kept.contract;
  const refused = () =>
    unavailable(
      `Il contratto dell'host (${url}) non è leggibile: la build non può essere verificata, riprova più tardi`,
    );
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw refused();
    body = await response.json();
  } catch {
    throw refused();
  }
  if (!Array.isArray((body as { shared?: unknown } | null)?.shared)) throw refused();
  const contract = { ...federationManifestOf(body, 'host'), contractVersion: contractVersionOf(body) };
  kept = { url, at: now, contract };
  return contract;
}
