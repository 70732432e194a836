import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_MESSAGES } from '@portal/contracts/messages';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { Availability, NullContext, Page, Type } from '@portal/contracts/api/schema';
import {
  ClientParams,
  LoginAvailabilityQuery,
  NewProfileInput,
  NewUserInput,
  PriceListProfile,
  Profile,
  UserDetail,
  UserIdParams,
  UserInput,
  UserListItem,
  UsersQuery,
} from '@portal/contracts/api/users';
import { findTenantById } from '../../data/tenants.ts';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import { isLoginFree, listUsers } from '../../repositories/users-admin-repository.ts';
import { responses } from '../../schemas/common.ts';
import {
  createProfile,
  createUser,
  getUser,
  getUserFor,
  priceListsOfClient,
  profilesOf,
  updateUser,
} from '../../services/users-service.ts';
import { conflict } from '../../domain-error.ts';
import { assertMayActOn } from '../../services/authority-rules.ts';
import { accountMailer, sendActivationMail } from '../auth/account.ts';
import { recordsActivity } from '../../plugins/activity.ts';

const TAGS = ['utenti'];
const manager = { access: [PERMISSIONS.manager] };

/** Users, profiles and price-list profiles (spec 002 §2.15, §7 Users): the manager permission. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = accountMailer(app);

  /** The activation mail of a user without a password yet. */
  async function mailActivation(
    request: Parameters<typeof caller>[0],
    user: { id: number; login: string; name: string; email: string },
  ) {
    const tenant = await findTenantById(app.db, caller(request).tenantId);
    return tenant ? sendActivationMail(app, mailer, request, tenant, user) : false;
  }

  app.get(
    '/api/users',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Elenco paginato degli utenti del tenant, per cognome e nome',
        description:
          'La ricerca confronta login, nome, cognome, email e cliente; clientId filtra per cliente; status: ' +
          'active (attivi), blocked (disattivati dal back office), locked (bloccati dopo troppi tentativi).',
        querystring: UsersQuery,
        response: responses(Page(UserListItem)),
      },
    },
    async (request) => envelope(await listUsers(app.db, caller(request).tenantId, request.query)),
  );

  app.get(
    '/api/user/login/availability',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'La login è libera?',
        description:
          `Sempre error=false; se è già usata available=false e message "${USER_MESSAGES.loginTaken}". La login è ` +
          "unica nel tenant (l'accesso cerca l'utente per tenant e login): customerId, se dato, non cambia la risposta.",
        querystring: LoginAvailabilityQuery,
        response: responses(Availability),
      },
    },
    async (request) => {
      const available = await isLoginFree(app.db, caller(request).tenantId, request.query.login);
      return envelope({ available }, available ? null : USER_MESSAGES.loginTaken);
    },
  );

  app.get(
    '/api/user/:id',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'Un utente', params: UserIdParams, response: responses(UserDetail) },
    },
    async (request) => envelope(await getUserFor(app.db, caller(request), request.params.id)),
  );

  app.post(
    '/api/user',
    {
      config: { ...manager, activity: recordsActivity('user', 'create', undefined, (user) => Number(user.id)) },
      schema: {
        tags: TAGS,
        summary: 'Crea un utente e gli invia la mail di attivazione',
        description:
          `Nessuna password: l'utente la sceglie dal collegamento ricevuto (72 ore). Login unica (409 "${USER_MESSAGES.loginTaken}"); ` +
          'almeno un profilo; profiloListino obbligatorio se il cliente ha profili listino, e tra quelli.',
        body: NewUserInput,
        response: responses(UserDetail),
      },
    },
    async (request) => {
      const user = await createUser(app.db, caller(request), request.body);
      await mailActivation(request, user);
      return envelope(user, USER_MESSAGES.created);
    },
  );

  app.put(
    '/api/user/:id',
    {
      config: {
        ...manager,
        activity: recordsActivity('user', 'update', (request) => (request.params as { id: number }).id),
      },
      schema: {
        tags: TAGS,
        summary: 'Aggiorna un utente (la login resta quella della creazione)',
        description:
          `Richiede la version letta (409 se cambiata). blocked=S chiude subito le sessioni dell'utente; ` +
          `403 "${USER_MESSAGES.selfBlock}" per il proprio utente; 403 per un utente che ha permessi che chi salva ` +
          "non possiede; 409 se disattiverebbe l'ultimo utente attivo con il permesso Permessi. Un cambio di email " +
          'è notificato al vecchio indirizzo. Ogni modifica è registrata con i campi cambiati.',
        params: UserIdParams,
        body: UserInput,
        response: responses(UserDetail),
      },
    },
    async (request) => {
      const { user, previousEmail } = await updateUser(app.db, caller(request), request.params.id, request.body);
      if (previousEmail) {
        // The old address learns of the change: a takeover through the e-mail does not go unseen.
        await mailer
          .send({
            to: previousEmail,
            from: app.config.mailFrom,
            subject: USER_MESSAGES.emailChangedSubject,
            text: USER_MESSAGES.emailChangedText(user.name, user.login, user.email),
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'email-change notice not sent'));
      }
      return envelope(user);
    },
  );

  app.post(
    '/api/user/:id/activation',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'Invia di nuovo la mail di attivazione a un utente che non ha ancora scelto la password',
        params: UserIdParams,
        response: responses(NullContext),
      },
    },
    async (request) => {
      const user = await getUser(app.db, caller(request).tenantId, request.params.id);
      await assertMayActOn(app.db, caller(request), user.id);
      if (!user.pending) throw conflict(USER_MESSAGES.alreadyActive);
      await mailActivation(request, user);
      return envelope(null, USER_MESSAGES.activationSent);
    },
  );

  app.get(
    '/api/client/:clientId/price-lists',
    {
      config: manager,
      schema: {
        tags: TAGS,
        summary: 'I profili listino che gli utenti del cliente possono avere',
        params: ClientParams,
        response: responses(Type.Array(PriceListProfile)),
      },
    },
    async (request) => envelope(await priceListsOfClient(app.db, caller(request).tenantId, request.params.clientId)),
  );

  app.get(
    '/api/profiles',
    {
      config: manager,
      schema: { tags: TAGS, summary: 'I profili del tenant, per codice', response: responses(Type.Array(Profile)) },
    },
    async (request) => envelope(await profilesOf(app.db, caller(request).tenantId)),
  );

  app.post(
    '/api/profile',
    {
      config: {
        ...manager,
        activity: recordsActivity('profile', 'create', undefined, (profile) => Number(profile.id)),
      },
      schema: {
        tags: TAGS,
        summary: 'Crea un profilo',
        description: `Codice unico per tenant senza distinzione di maiuscole (409 "${USER_MESSAGES.profileCodeTaken}").`,
        body: NewProfileInput,
        response: responses(Profile),
      },
    },
    async (request) => envelope(await createProfile(app.db, caller(request).tenantId, request.body)),
  );
};

export default users;
