import { useField, useFormikContext } from '@portal/shared-ui/forms';
import { FieldItem } from '@portal/shared-ui/forms';
import { LookupAutoComplete } from '@portal/shared-ui';
import { clientLabel, clientLookup } from '../../../api/search-clients';
import type { ClientAccount } from '../types/user';
import type { UserFormValues } from '../hooks/user-form';

/**
 * 'Cliente' (spec 002 §5): an autocomplete over the tenant's clients by case-insensitive
 * substring of the name (or code). Choosing one sets customerId, clears a price-list profile
 * of the previous client, and validates again (the login check included).
 */
export function ClientField({ disabled }: { disabled?: boolean }) {
  const [field] = useField<number | null>('customerId');
  const { values, setValues, setFieldTouched } = useFormikContext<UserFormValues>();
  return (
    <FieldItem name="customerId" label="Cliente" required>
      <LookupAutoComplete<ClientAccount>
        id="customerId"
        text={field.value ? values.clientName : ''}
        query={clientLookup}
        labelOf={clientLabel}
        keyOf={(client) => String(client.clientId)}
        placeholder="Cerca cliente per nome o codice"
        disabled={disabled}
        onSelect={(client) => {
          void setValues(
            {
              ...values,
              customerId: client?.clientId ?? null,
              clientName: client ? clientLabel(client) : '',
              profiloListino: null,
            },
            true,
          );
          void setFieldTouched('customerId', true, false);
        }}
      />
    </FieldItem>
  );
}
