/** 'Attività': the record of changes (who, when, what changed), and one record's history. */
import { ACTIVITY_ACTIONS, ACTIVITY_ENTITIES } from '../activity.ts';
import { PERMISSIONS } from '../permissions.ts';
import { endpoint } from './endpoint.ts';
import { Day, DateTime, Nullable, Page, PagingQuery, StringEnum, Type, type Static } from './schema.ts';

/** One field a change touched: its value before and after (null when absent). */
export const FieldChange = Type.Object({ before: Type.Unknown(), after: Type.Unknown() });

export const ActivityEntry = Type.Object({
  id: Type.Integer(),
  at: DateTime(),
  actorId: Nullable(Type.Integer()),
  actorName: Type.String(),
  entity: StringEnum(ACTIVITY_ENTITIES),
  entityKey: Type.String(),
  entityLabel: Type.String(),
  action: StringEnum(ACTIVITY_ACTIONS),
  changes: Type.Record(Type.String(), FieldChange),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

const DAY = Day({ description: 'Giorno aaaa-mm-gg (ora di Roma)' });

/** The filters of the record of changes: newest first; search over who and the record's name. */
export const ActivityQuery = PagingQuery({
  entity: Type.Optional(StringEnum(ACTIVITY_ENTITIES)),
  entityKey: Type.Optional(Type.String({ maxLength: 200 })),
  action: Type.Optional(StringEnum(ACTIVITY_ACTIONS)),
  from: Type.Optional(DAY),
  to: Type.Optional(DAY),
});
export type ActivityQuery = Static<typeof ActivityQuery>;

/** 'Attività' (every change recorded): the manager reads the tenant's record of changes. */
export const activityEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/activity',
    access: [PERMISSIONS.manager],
    tags: ['attività'],
    summary: 'Le modifiche a catalogo, elaborazioni, utenti, profili e permessi, dalla più recente',
    description:
      'Per ognuna: chi, quando, il record (tipo, chiave, nome), l’azione e i campi cambiati (prima e dopo). ' +
      'entity ed entityKey danno la cronologia di un record; from e to sono giorni (ora di Roma), inclusi; ' +
      'la ricerca confronta il nome del record e chi ha modificato.',
    query: ActivityQuery,
    response: Page(ActivityEntry),
  }),
};
