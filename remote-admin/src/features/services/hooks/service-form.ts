import { CATALOGUE_MESSAGES, MESSAGES, maxLengthMessage } from '@portal/contracts/messages';
import { SERVICE_LIMITS } from '@portal/contracts/catalogue';
import * as yup from 'yup';
import type { Line, NewServiceInput, Service, ServiceInput } from '../types/service';

const REQUIRED = MESSAGES.required;

export interface ServiceFormValues {
  name: string;
  description: string;
  /** A data: URL (the icon is held inline). */
  icon: string;
  alwaysVisible: boolean;
  /** The line table, in order; saved with the service. */
  lines: Line[];
}

export function toServiceValues(service: Service | null): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    icon: service?.icon ?? '',
    // A new service is always visible unless told (spec 002 §5).
    alwaysVisible: service?.alwaysVisible ?? true,
    lines: service?.lines ?? [],
  };
}

/** Validation of spec 002 §5 (service). */
export const serviceSchema = yup.object({
  name: yup.string().trim().required(REQUIRED).max(SERVICE_LIMITS.name, maxLengthMessage(SERVICE_LIMITS.name)),
  description: yup
    .string()
    .trim()
    .required(REQUIRED)
    .max(SERVICE_LIMITS.description, maxLengthMessage(SERVICE_LIMITS.description)),
  icon: yup.string().required(CATALOGUE_MESSAGES.iconRequired),
});

export function toNewService(values: ServiceFormValues): NewServiceInput {
  return serviceText(values);
}

function serviceText(values: ServiceFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    icon: values.icon,
    alwaysVisible: values.alwaysVisible,
  };
}

/**
 * The body of a save. The line table travels only when it changed: sent untouched it would
 * take out of the service a line someone else has just put in.
 */
export function toServiceUpdate(values: ServiceFormValues, service: Service): ServiceInput {
  const before = (service.lines ?? []).map((line) => line.id).join();
  const after = values.lines.map((line) => line.id).join();
  return {
    ...serviceText(values),
    name: service.name,
    version: service.version,
    ...(before !== after ? { lines: values.lines.map(({ id, version }) => ({ id, version })) } : {}),
  };
}
