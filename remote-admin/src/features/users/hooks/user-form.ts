import { CATALOGUE_MESSAGES, MESSAGES, USER_MESSAGES } from '@portal/contracts/messages';
import { contractRules, yup } from '@portal/shared-ui/forms';
import type { CodeAvailability } from '../../../components/code-availability';
import { LOGIN_TAKEN } from '../api/check-login';
import { NewUserInput } from '@portal/contracts/api/users';
import { LOGIN_PATTERN, USER_LIMITS, type UserDetail, type UserInput } from '../types/user';

const REQUIRED = MESSAGES.required;

export interface UserFormValues {
  login: string;
  enablePsWs: 'ws' | 'ps' | 'al';
  name: string;
  lastName: string;
  email: string;
  customerId: number | null;
  /** The chosen client's name, shown in its autocomplete. */
  clientName: string;
  note: string;
  /** 'Utente attivo': true is blocked 'N' (spec 002 §4). */
  active: boolean;
  /** 'Recupero password': true is recoveryPassword 'S'. */
  recovery: boolean;
  passwordExpiredIn: number | null;
  passwordDurationDays: number | null;
  pwdMinLength: number | null;
  pwdNumDiff: number | null;
  richAbilTelemaco: 'S' | 'N';
  approvazione: UserDetail['approvazione'] | '';
  mailEvasioneRichOffline: UserDetail['mailEvasioneRichOffline'] | '';
  profiloListino: string | null;
  profiles: number[];
}

/** A new user: active, recovery on, the defaults of spec 002 §5 (the base profile comes when known). */
export function toUserValues(user: UserDetail | null): UserFormValues {
  return {
    login: user?.login ?? '',
    enablePsWs: user?.enablePsWs ?? 'ps',
    name: user?.name ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    customerId: user?.customerId ?? null,
    clientName: user?.clientName ?? '',
    note: user?.note ?? '',
    active: user ? user.blocked === 'N' : true,
    recovery: user ? user.recoveryPassword === 'S' : true,
    passwordExpiredIn: user?.passwordExpiredIn ?? USER_LIMITS.defaultExpiryDays,
    passwordDurationDays: user?.passwordDurationDays ?? 180,
    pwdMinLength: user?.pwdMinLength ?? 8,
    pwdNumDiff: user?.pwdNumDiff ?? 3,
    richAbilTelemaco: user?.richAbilTelemaco ?? 'N',
    approvazione: user?.approvazione ?? '',
    mailEvasioneRichOffline: user?.mailEvasioneRichOffline ?? '',
    profiloListino: user?.profiloListino ?? null,
    profiles: user?.profiles ?? [],
  };
}

function editable(values: UserFormValues): Omit<UserInput, 'version'> {
  return {
    enablePsWs: values.enablePsWs,
    name: values.name.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    customerId: values.customerId!,
    note: values.note.trim() || null,
    blocked: values.active ? 'N' : 'S',
    recoveryPassword: values.recovery ? 'S' : 'N',
    passwordExpiredIn: values.passwordExpiredIn!,
    passwordDurationDays: values.passwordDurationDays!,
    pwdMinLength: values.pwdMinLength!,
    pwdNumDiff: values.pwdNumDiff!,
    richAbilTelemaco: values.richAbilTelemaco,
    approvazione: values.approvazione || null,
    mailEvasioneRichOffline: values.mailEvasioneRichOffline || null,
    profiloListino: values.profiloListino,
    profiles: values.profiles,
  };
}

export const toNewUser = (values: UserFormValues): NewUserInput => ({
  login: values.login.trim(),
  ...editable(values),
});

export const toUserUpdate = (values: UserFormValues, user: UserDetail): UserInput => ({
  ...editable(values),
  version: user.version,
});

/** A whole number from 0 to `max` ('Inserire un valore minore di {max}', spec 002 §5). */
const wholeNumber = (max: number, min = 0) =>
  yup
    .number()
    .typeError(CATALOGUE_MESSAGES.invalidNumber)
    .nullable()
    .required(REQUIRED)
    .integer(CATALOGUE_MESSAGES.invalidNumber)
    .min(min, CATALOGUE_MESSAGES.invalidNumber)
    .max(max, USER_MESSAGES.valueTooBig(max));

/** Validation of spec 002 §5 (user); `hasPriceLists`: the chosen client has price-list profiles. */
export function userSchema(isNew: boolean, logins: CodeAvailability, hasPriceLists: boolean) {
  const contract = contractRules(NewUserInput, ['login', 'name', 'lastName', 'email', 'note']);
  return yup.object({
    ...contract,
    login: contract.login
      .matches(LOGIN_PATTERN, USER_MESSAGES.loginFormat)
      .test('available', LOGIN_TAKEN, (login) => !isNew || !login || !logins.isTaken(login)),
    enablePsWs: yup.string().required(REQUIRED),
    customerId: yup.number().nullable().required(REQUIRED),
    passwordExpiredIn: wholeNumber(USER_LIMITS.numericMax),
    passwordDurationDays: wholeNumber(USER_LIMITS.numericMax),
    pwdMinLength: wholeNumber(USER_LIMITS.pwdMinLength, 1),
    pwdNumDiff: wholeNumber(USER_LIMITS.pwdNumDiff),
    profiloListino: hasPriceLists ? yup.string().nullable().required(REQUIRED) : yup.string().nullable(),
    profiles: yup.array().of(yup.number()).min(1, USER_MESSAGES.profileRequired),
  });
}
