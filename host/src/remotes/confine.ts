import type { RemoteContribution } from '@portal/shared-ui';
import { confineContribution } from '@portal/contracts/confine';
import type { RemoteRelease } from './remote-registry';

/** A release's contribution kept to its grant; what is left out is the team's to read, in the console. */
export function confined(release: RemoteRelease, contribution: RemoteContribution): RemoteContribution {
  const grant = { name: release.app, routePrefix: release.routePrefix, section: release.section };
  const kept = confineContribution(contribution, grant);
  if (kept.refused.length > 0) console.warn(`${release.app}: escluso dal portale —\n- ${kept.refused.join('\n- ')}`);
  return kept.contribution;
}
