import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { contractRules, yup } from '@portal/shared-ui/forms';
import { NewServiceInput } from '@portal/contracts/api/services';
import type { Line, Service, ServiceInput } from '../types/service';

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
  ...contractRules(NewServiceInput, ['name', 'description']),
  // The form holds the icon inline: its absence has a message of its own.
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
