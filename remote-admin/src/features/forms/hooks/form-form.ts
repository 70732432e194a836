import { MESSAGES } from '@portal/contracts/messages';
import { NewFormInput } from '@portal/contracts/api/forms';
import { contractRules, yup } from '@portal/shared-ui/forms';
import type { CodeAvailability } from '../../../components/code-availability';
import { FORM_CODE_TAKEN } from '../api/check-form-code';
import type { Form } from '../types/form';

export const REQUIRED = MESSAGES.required;

export interface FormFormValues {
  formCode: string;
  description: string;
  validatoreList: string[];
  version?: number;
}

export function toFormValues(form: Form | null): FormFormValues {
  return {
    formCode: form?.formCode ?? '',
    description: form?.description ?? '',
    validatoreList: form?.validatoreList ?? [],
    version: form?.version,
  };
}

/** The validators travel as one comma-joined string (spec 002 §3). */
export function toPayload(values: FormFormValues): NewFormInput {
  return {
    formCode: values.formCode.trim(),
    description: values.description.trim(),
    validatore: values.validatoreList.length > 0 ? values.validatoreList.join(',') : null,
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}

/** Validation of spec 002 §5 (form). */
export function formSchema(isNew: boolean, codes: CodeAvailability) {
  const contract = contractRules(NewFormInput, ['formCode', 'description']);
  return yup.object({
    ...contract,
    formCode: contract.formCode.test('available', FORM_CODE_TAKEN, (code) => !isNew || !code || !codes.isTaken(code)),
  });
}
