/**
 * The platform's own work beside the registry: the host's telemetry, the canary watch acting on
 * it, and who is told when it ends a canary.
 */
import type { FastifyInstance } from 'fastify';
import type { TelemetryReport } from '@portal/contracts/api/platform';
import { writeActivity } from '../../activity/activity-log.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { watchCanary, type EndedCanary } from '../../platform/canary-watch.ts';
import { recordTelemetry } from '../../platform/telemetry.ts';
import { remoteGrants } from '../../platform/registered-remotes.ts';
import { invalid } from '../../domain-error.ts';

/** Where the administrators see the remotes' health (the host's screen). */
export const REMOTE_HEALTH_PATH = '/remote-health';

export interface PlatformDeps {
  app: FastifyInstance;
  mailer: Mailer;
}

/** Who reports: a signed-in user, known to the table only by a digest. */
export interface Reporter {
  tenantCode: string;
  userId: number;
}

/**
 * Stores a report; an error of a version that is a canary now has the watch judge that canary
 * at once. Answers the remotes whose canary it ended (the host then loads the stable one).
 */
export async function reportTelemetry(deps: PlatformDeps, who: Reporter, report: TelemetryReport): Promise<string[]> {
  const { app } = deps;
  const at = app.config.clock();
  const known = new Set((await remoteGrants(app.db)).map((remote) => remote.app));
  const stranger = report.events.find((event) => !known.has(event.app));
  // A report is refused whole: the figures of a remote nobody registered would count for nothing.
  if (stranger) throw invalid(`Remote sconosciuto: ${stranger.app}`);
  await recordTelemetry(
    app.db,
    { session: report.session, viewer: app.pseudonym(`${who.tenantCode}:${who.userId}`), at },
    report.events,
  );
  const failing = [...new Set(report.events.filter((event) => event.kind !== 'session').map((event) => event.app))];
  const ended: string[] = [];
  for (const remote of failing) {
    const canary = await watchCanary(app.db, remote, at);
    if (!canary) continue;
    ended.push(remote);
    app.log.warn({ app: canary.app, version: canary.version, reason: canary.reason }, 'canary ended by its watch');
    await announceEndedCanary(deps, canary);
  }
  return ended;
}

/** The activity log of each administrator's tenant, their notifications, and the team's mail. */
async function announceEndedCanary({ app, mailer }: PlatformDeps, canary: EndedCanary): Promise<void> {
  const back = canary.stableVersion
    ? `tutti gli utenti tornano alla versione ${canary.stableVersion}`
    : 'nessuna versione stabile';
  const text = `Il canary ${canary.version} di ${canary.app} è stato chiuso automaticamente: ${back}. Motivo: ${canary.reason}.`;
  const admins = await platformAdmins(app);
  for (const tenantId of new Set(admins.map((admin) => admin.tenantId))) {
    await writeActivity(app.db, {
      tenantId,
      actorId: null,
      entity: 'remote-release',
      entityKey: canary.app,
      entityLabel: `${canary.app} ${canary.version}`,
      action: 'update',
      changes: {
        canary: { before: canary.version, after: null },
        attiva: { before: canary.stableVersion, after: canary.stableVersion },
        motivo: { before: null, after: `Sorveglianza automatica: ${canary.reason}` },
      },
    });
  }
  for (const admin of admins) {
    await app.notifications.create(admin.tenantId, admin.userId, {
      subject: `Canary di ${canary.app} chiuso automaticamente`,
      text,
      icon: 'warning',
      link: REMOTE_HEALTH_PATH,
      useRouter: true,
    });
  }
  if (canary.teamEmail) {
    await mailer
      .send({
        to: canary.teamEmail,
        from: app.config.mailFrom,
        subject: `[Portale] Canary ${canary.version} di ${canary.app} chiuso`,
        text,
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'canary mail not sent'));
  }
}

/** The configured administrators who exist and are active. */
async function platformAdmins(app: FastifyInstance): Promise<{ tenantId: TenantId; userId: number }[]> {
  const names = app.config.platformAdmins;
  if (names.length === 0) return [];
  return app.db.query<{ tenantId: TenantId; userId: number }>(
    `SELECT u.tenant_id AS "tenantId", u.id AS "userId"
     FROM users u JOIN tenants t ON t.id = u.tenant_id
     WHERE lower(u.login) || '@' || t.code = ANY($1::text[]) AND u.blocked = 'N'`,
    [names],
  );
}
