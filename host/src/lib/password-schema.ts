import { yup } from '@portal/shared-ui/forms';

import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '@portal/contracts/messages';

export { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES };

export interface NewPassword {
  password: string;
  passwordConfirm: string;
}

/**
 * Nuova Password and Conferma Password under the user's pwdMinLength (spec 000 §2.9, §5); the
 * same rules as the server, which also checks the last pwdNumDiff passwords.
 */
export function newPasswordSchema(minLength: number): yup.ObjectSchema<NewPassword> {
  return yup.object({
    password: yup
      .string()
      .required(PASSWORD_MESSAGES.required)
      // Characters, not UTF-16 units, as the server counts them.
      .test('min-length', PASSWORD_MESSAGES.tooShort, (value) => !value || [...value].length >= minLength)
      .max(PASSWORD_MAX_LENGTH, `La password può contenere al massimo ${PASSWORD_MAX_LENGTH} caratteri`),
    passwordConfirm: yup
      .string()
      .required(PASSWORD_MESSAGES.confirmRequired)
      .oneOf([yup.ref('password')], PASSWORD_MESSAGES.mismatch),
  });
}

/** The hints under the title, from the stored user settings. */
export function passwordHints(policy: {
  pwdMinLength?: number;
  pwdNumDiff?: number;
  passwordDurationDays?: number;
}): string[] {
  const hints: string[] = [];
  if (policy.pwdMinLength) hints.push(`La password deve contenere almeno ${policy.pwdMinLength} caratteri.`);
  if (policy.pwdNumDiff) {
    hints.push(
      policy.pwdNumDiff === 1
        ? "Non può essere uguale all'ultima password utilizzata."
        : `Non può essere uguale alle ultime ${policy.pwdNumDiff} password utilizzate.`,
    );
  }
  if (policy.passwordDurationDays && policy.passwordDurationDays > 0) {
    hints.push(`La password resta valida per ${policy.passwordDurationDays} giorni, poi andrà cambiata.`);
  }
  return hints;
}
