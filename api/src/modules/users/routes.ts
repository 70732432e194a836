import { answer, answerAvailability } from '../../http/endpoint-route.ts';
import { usersEndpoints } from '@portal/contracts/api/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_MESSAGES } from '@portal/contracts/messages';
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

  answer(app, usersEndpoints.getUsers, (request, { db, who }) => listUsers(db, who.tenantId, request.query));

  answerAvailability(
    app,
    usersEndpoints.getUserLoginAvailability,
    (request, { db, who }) => isLoginFree(db, who.tenantId, request.query.login),
    USER_MESSAGES.loginTaken,
  );

  answer(app, usersEndpoints.getUserById, (request, { db, who }) => getUserFor(db, who, request.params.id));

  answer(
    app,
    usersEndpoints.postUser,
    async (request, { db, who }) => {
      const user = await createUser(db, who, request.body);
      await mailActivation(request, user);
      return user;
    },
    { ...logsActivity.create('user'), message: USER_MESSAGES.created },
  );

  answer(
    app,
    usersEndpoints.putUserById,
    async (request, { db, who }) => {
      const { user, previousEmail } = await updateUser(db, who, request.params.id, request.body);
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
      return user;
    },
    logsActivity.update('user'),
  );

  answer(
    app,
    usersEndpoints.postUserActivationById,
    async (request, { db, who }) => {
      const user = await getUser(db, who.tenantId, request.params.id);
      await assertMayActOn(db, who, user.id);
      if (!user.pending) throw conflict(USER_MESSAGES.alreadyActive);
      await mailActivation(request, user);
    },
    { message: USER_MESSAGES.activationSent },
  );

  answer(app, usersEndpoints.getClientPriceListsByClientId, (request, { db, who }) =>
    priceListsOfClient(db, who.tenantId, request.params.clientId),
  );

  answer(app, usersEndpoints.getProfiles, (_request, { db, who }) => profilesOf(db, who.tenantId));

  answer(
    app,
    usersEndpoints.postProfile,
    (request, { db, who }) => createProfile(db, who.tenantId, request.body),
    logsActivity.create('profile'),
  );
};

export default users;
