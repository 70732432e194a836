import { answer, answerAvailability } from '../../http/endpoint-route.ts';
import { usersEndpoints } from '@portal/contracts/api/users';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { USER_MESSAGES } from '@portal/contracts/messages';
import type { FastifyRequest } from 'fastify';
import {
  createProfile,
  createUser,
  getUserFor,
  priceListsOfClient,
  profilesOf,
  updateUser,
  isLoginFree,
  resendActivation,
  listUsers,
} from './service.ts';
import { accountMailer, accountMailing } from '../auth/service.ts';
import { logsActivity } from '../../plugins/activity.ts';

/** Users, profiles and price-list profiles (spec 002 §2.15, §7 Users): the manager permission. */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const mailer = accountMailer(app);
  const mailing = (request: FastifyRequest) => accountMailing(app, mailer, request);

  answer(app, usersEndpoints.getUsers, (request, { db, who }) => listUsers(db, who.tenantId, request.query));

  answerAvailability(
    app,
    usersEndpoints.getUserLoginAvailability,
    (request, { db, who }) => isLoginFree(db, who.tenantId, request.query.login),
    USER_MESSAGES.loginTaken,
  );

  answer(app, usersEndpoints.getUserById, (request, { db, who }) => getUserFor(db, who, request.params.id));

  answer(app, usersEndpoints.postUser, (request, { who }) => createUser(mailing(request), who, request.body), {
    ...logsActivity.create('user'),
    message: USER_MESSAGES.created,
  });

  answer(
    app,
    usersEndpoints.putUserById,
    (request, { who }) => updateUser(mailing(request), who, request.params.id, request.body),
    logsActivity.update('user'),
  );

  answer(
    app,
    usersEndpoints.postUserActivationById,
    (request, { who }) => resendActivation(mailing(request), who, request.params.id),
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
