import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { NewProcessingInput } from '@portal/contracts/api/processings';
import { contractRules, yup } from '@portal/shared-ui/forms';
import type { CodeAvailability } from '../../../components/code-availability';
import { PROCESSING_CODE_TAKEN } from '../api/check-processing-code';
import { type Processing, type ProcessingInput, type RequestType } from '../types/processing';

const REQUIRED = MESSAGES.required;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface ProcessingFormValues {
  code: string;
  description: string;
  form: string | null;
  /** hh:mm as typed ('' when empty); saved as hh:mm:00 (spec 002 §5). */
  fromTime: string;
  toTime: string;
  requestType: RequestType;
}

/** `08:30:00` → `08:30`. */
const shown = (time: string | null) => (time ? time.slice(0, 5) : '');
/** `08:30` → `08:30:00`; empty → null. */
const saved = (time: string) => (time.trim() ? `${time.trim()}:00` : null);

export function toProcessingValues(processing: Processing | null): ProcessingFormValues {
  return {
    code: processing?.code ?? '',
    description: processing?.description ?? '',
    form: processing?.form ?? null,
    fromTime: shown(processing?.fromTime ?? null),
    toTime: shown(processing?.toTime ?? null),
    requestType: processing?.requestType ?? 'ON',
  };
}

function editable(values: ProcessingFormValues) {
  return {
    description: values.description.trim(),
    form: values.form,
    fromTime: saved(values.fromTime),
    toTime: saved(values.toTime),
    requestType: values.requestType,
  };
}

export function toNewProcessing(values: ProcessingFormValues): NewProcessingInput {
  return { code: values.code.trim(), ...editable(values) };
}

export function toProcessingUpdate(values: ProcessingFormValues, processing: Processing): ProcessingInput {
  return { id: processing.id, code: processing.code, ...editable(values), version: processing.version };
}

/** Both times valid and the start not before the end: the pair is out of order. */
function outOfOrder(from: string | undefined, to: string | undefined): boolean {
  return !!from && !!to && HH_MM.test(from) && HH_MM.test(to) && from >= to;
}

const time = () =>
  yup.string().trim().matches(HH_MM, { message: CATALOGUE_MESSAGES.timeFormat, excludeEmptyString: true });

/**
 * Validation of spec 002 §5 (processing): both times empty is fine; an end needs a start; a
 * start not before the end marks both fields, each with its message.
 */
export function processingSchema(isNew: boolean, codes: CodeAvailability) {
  const contract = contractRules(NewProcessingInput, ['code', 'description']);
  return yup.object({
    ...contract,
    code: contract.code.test('available', PROCESSING_CODE_TAKEN, (code) => !isNew || !code || !codes.isTaken(code)),
    form: yup.string().nullable(),
    fromTime: time()
      .when('toTime', ([to], schema) => (to ? schema.required(REQUIRED) : schema))
      .test(
        'before-end',
        CATALOGUE_MESSAGES.startBeforeEnd,
        (from, context) => !outOfOrder(from, context.parent.toTime),
      ),
    toTime: time().test(
      'after-start',
      CATALOGUE_MESSAGES.endAfterStart,
      (to, context) => !outOfOrder(context.parent.fromTime, to),
    ),
    requestType: yup.string().required(REQUIRED),
  });
}
