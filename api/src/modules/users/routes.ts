import { route } from '../../http/endpoint-route.ts';
import { usersEndpoints } from '@portal/contracts/api/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_MESSAGES } from '@portal/contracts/messages';
import { envelope } from '../../errors.ts';
import { caller } from '../../plugins/tenant.ts';
import {
  createProfile,
  createUser,
  getUser,
  getUserFor,
  priceListsOfClient,
  profilesOf,
  updateUser,
  findTenantById,
  isLoginFree,
  listUsers,
} from './service.ts';
import { conflict } from '../../domain-error.ts';
import { assertMayActOn } from '../../services/authority-rules.ts';
import { accountMailer, sendActivationMail } from '../auth/account.ts';
import { logsActivity } from '../../plugins/activity.ts';

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

  route(app, usersEndpoints.getUsers, async (request) =>
    envelope(await listUsers(app.db, caller(request).tenantId, request.query)),
  );

  route(app, usersEndpoints.getUserLoginAvailability, async (request) => {
    const available = await isLoginFree(app.db, caller(request).tenantId, request.query.login);
    return envelope({ available }, available ? null : USER_MESSAGES.loginTaken);
  });

  route(app, usersEndpoints.getUserById, async (request) =>
    envelope(await getUserFor(app.db, caller(request), request.params.id)),
  );

  route(
    app,
    usersEndpoints.postUser,
    async (request) => {
      const user = await createUser(app.db, caller(request), request.body);
      await mailActivation(request, user);
      return envelope(user, USER_MESSAGES.created);
    },
    logsActivity.create('user'),
  );

  route(
    app,
    usersEndpoints.putUserById,
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
    logsActivity.update('user'),
  );

  route(app, usersEndpoints.postUserActivationById, async (request) => {
    const user = await getUser(app.db, caller(request).tenantId, request.params.id);
    await assertMayActOn(app.db, caller(request), user.id);
    if (!user.pending) throw conflict(USER_MESSAGES.alreadyActive);
    await mailActivation(request, user);
    return envelope(null, USER_MESSAGES.activationSent);
  });

  route(app, usersEndpoints.getClientPriceListsByClientId, async (request) =>
    envelope(await priceListsOfClient(app.db, caller(request).tenantId, request.params.clientId)),
  );

  route(app, usersEndpoints.getProfiles, async (request) =>
    envelope(await profilesOf(app.db, caller(request).tenantId)),
  );

  route(
    app,
    usersEndpoints.postProfile,
    async (request) => envelope(await createProfile(app.db, caller(request).tenantId, request.body)),
    logsActivity.create('profile'),
  );
};

export default users;
