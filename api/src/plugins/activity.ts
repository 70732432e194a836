import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ActivityAction, ActivityEntity } from '@portal/contracts/activity';
import { fieldChanges, writeActivity } from '../activity/activity-log.ts';
import { labelOf, readRecord, type Snapshot } from '../activity/readers.ts';

type RecordedEntity = Exclude<ActivityEntity, 'permissions' | 'remote-release'>;
type Key = string | number | readonly (string | number)[] | null | undefined;
type KeyOf = (request: FastifyRequest) => Key | Promise<Key>;

/**
 * What a changing route records in 'Attività': the kind of record, the action, where its key
 * is (the request for an update or removal, the answer for a creation). Several keys: a
 * reorder changes several records, each recorded.
 */
export interface ActivitySpec {
  entity: RecordedEntity;
  action: ActivityAction;
  key?: KeyOf;
  /** The key of what a creation made, from the answer's context. */
  createdKey?: (context: Record<string, unknown>) => string | number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    activity?: ActivitySpec;
  }
  interface FastifyRequest {
    /** The records a changing route is about to change, as they were. */
    activityBefore?: Map<string, Snapshot | null>;
  }
}

function recordsActivity(
  entity: RecordedEntity,
  action: ActivityAction,
  key?: KeyOf,
  createdKey?: ActivitySpec['createdKey'],
): ActivitySpec {
  return { entity, action, key, createdKey };
}

/** The `:id` in a route's path: the record an update or a removal is about. */
const idInPath: KeyOf = (request) => (request.params as { id: number | string }).id;
/** The id of the record a creation answered with. */
const idOfCreated = (record: Record<string, unknown>) => Number(record.id);

/**
 * A changing route's settings that record it in 'Attività', for the common keys:
 * `route(app, endpoint, handler, logsActivity.update('line'))`. Another key is one argument.
 */
export const logsActivity = {
  create: (entity: RecordedEntity, createdKey: ActivitySpec['createdKey'] = idOfCreated) => ({
    config: { activity: recordsActivity(entity, 'create', undefined, createdKey) },
  }),
  update: (entity: RecordedEntity, key: KeyOf = idInPath) => ({
    config: { activity: recordsActivity(entity, 'update', key) },
  }),
  delete: (entity: RecordedEntity, key: KeyOf = idInPath) => ({
    config: { activity: recordsActivity(entity, 'delete', key) },
  }),
};

async function keysOf(spec: ActivitySpec, request: FastifyRequest): Promise<string[]> {
  const key = await spec.key?.(request);
  if (key === null || key === undefined) return [];
  return (Array.isArray(key) ? key : [key]).map(String);
}

/**
 * Records every change a route declares (`config.activity`): the records as they were before
 * the handler, as they are after a successful answer, and the fields that differ, with who
 * made the change. A failure to record is logged, never turned into a failed answer: the
 * change itself has happened.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      const spec = request.routeOptions.config.activity;
      if (!spec || spec.action === 'create' || !request.tenant) return;
      const before = new Map<string, Snapshot | null>();
      try {
        for (const key of await keysOf(spec, request)) {
          before.set(key, await readRecord(app.db, request.tenant.id, spec.entity, key));
        }
      } catch (error) {
        // The change goes ahead; only its record is lost.
        request.log.error({ err: error }, 'activity: records before the change not read');
      }
      request.activityBefore = before;
    });

    app.addHook('preSerialization', async (request, reply, payload) => {
      const spec = request.routeOptions.config.activity;
      if (!spec || reply.statusCode >= 400 || !request.tenant || !request.auth) return payload;
      const tenantId = request.tenant.id;
      const actorId = Number(request.auth.act?.sub ?? request.auth.sub);
      try {
        const context = (payload as { context?: Record<string, unknown> } | null)?.context ?? {};
        const keys =
          spec.action === 'create' && spec.createdKey
            ? [String(spec.createdKey(context))]
            : [...(request.activityBefore?.keys() ?? [])];
        for (const key of keys) {
          const before = request.activityBefore?.get(key) ?? null;
          const after = spec.action === 'delete' ? null : await readRecord(app.db, tenantId, spec.entity, key);
          const changes = fieldChanges(before, after);
          if (spec.action === 'update' && Object.keys(changes).length === 0) continue;
          await writeActivity(app.db, {
            tenantId,
            actorId,
            entity: spec.entity,
            entityKey: key,
            entityLabel: labelOf(after ?? before, key),
            action: spec.action,
            changes,
          });
        }
      } catch (error) {
        request.log.error({ err: error }, 'activity not recorded');
      }
      return payload;
    });
  },
  { name: 'activity', dependencies: ['db'] },
);
