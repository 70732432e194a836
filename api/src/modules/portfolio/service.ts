/**
 * The portfolio module's service: what its routes may use, and the record of a change in a
 * subject's data, which alerts the monitorings of it.
 */
import type { SubjectChangeInput, SubjectChange } from '@portal/contracts/api/portfolio';
import { SUBJECT_CHANGE_LABELS } from '@portal/contracts/portfolio';
import type { Telling } from '../../notifications/effects.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { requiredText } from '../../text-rules.ts';
import { listSubjectChanges, portfolioUsers, recordSubjectChange } from './monitoring-repository.ts';

// The module's reads, for its routes: a route imports its service only.
export { clientAlerts, clientMonitorings, listSubjectChanges, portfolioSubjects } from './monitoring-repository.ts';

/**
 * Records the change and its alerts in one transaction, then tells every portfolio user of each
 * client whose monitoring it touched; answers the change as the back office's list shows it.
 */
export async function recordChangeAndAlert(
  { db, hub }: Telling,
  who: Caller,
  input: SubjectChangeInput,
): Promise<SubjectChange> {
  const subjectCode = input.subjectCode.toUpperCase();
  const description = requiredText(input.description, 'description');
  const { id, clients } = await db.transaction((tx) =>
    recordSubjectChange(tx, {
      tenantId: who.tenantId,
      subjectCode,
      kind: input.kind,
      description,
      recordedBy: who.act ? Number(who.act.sub) : who.userId,
    }),
  );
  for (const clientId of new Set(clients)) {
    for (const userId of await portfolioUsers(db, who.tenantId, clientId)) {
      await hub.create(who.tenantId, userId, {
        subject: `Variazione su un soggetto monitorato: ${subjectCode}`,
        text: `${SUBJECT_CHANGE_LABELS[input.kind]}: ${description}`,
        link: '/portafoglio-indagini?tab=alerts',
        useRouter: true,
      });
    }
  }
  const changes = await listSubjectChanges(db, who.tenantId, { search: subjectCode, size: 100 });
  return changes.content.find((row) => row.id === id)!;
}
