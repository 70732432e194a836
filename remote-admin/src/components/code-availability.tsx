import { useEffect } from 'react';
import { useFormikContext } from '@portal/shared-ui/forms';
import { useDebouncedValue } from '@portal/shared-ui';

/** The shape of a code the back office types (a profile's, a price list's): the form's own rule. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const CODE_PATTERN_MESSAGE = 'Il codice può contenere solo lettere, cifre, "_" e "-"';

export interface CodeAvailability {
  /** Synchronous, for the validation schema: true once the server said the code is taken. */
  isTaken: (code: string) => boolean;
  /** Asks the server once per code; true when the answer changed what `isTaken` says. */
  verify: (code: string) => Promise<boolean>;
}

/** Codes are compared as the server stores them: trimmed, upper case. */
const normalize = (code: string) => code.trim().toUpperCase();

/**
 * The server's availability answers, kept out of the validation itself: an asynchronous
 * yup test would let an older validation finish after a newer one and leave stale errors
 * (Formik does not cancel them), so the schema only reads what is already known.
 */
export function createCodeAvailability(check: (code: string) => Promise<boolean>): CodeAvailability {
  const taken = new Set<string>();
  const asked = new Set<string>();
  return {
    isTaken: (code) => taken.has(normalize(code)),
    async verify(code) {
      const key = normalize(code);
      if (!key || asked.has(key)) return false;
      asked.add(key);
      try {
        if (await check(key)) return false;
      } catch {
        asked.delete(key); // not known: the server checks again on save
        return false;
      }
      taken.add(key);
      return true;
    },
  };
}

/** Checks the code input `name` with the server once typing pauses, then re-validates. */
export function CodeAvailabilityCheck({ name, availability }: { name: string; availability: CodeAvailability }) {
  const { values, validateForm, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const code = useDebouncedValue(String(values[name] ?? ''), 400);
  useEffect(() => {
    let current = true;
    void availability.verify(code).then((changed) => {
      if (current && changed) void setFieldTouched(name, true, true).then(() => validateForm());
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new code is checked
  }, [code]);
  return null;
}
