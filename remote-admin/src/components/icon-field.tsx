import { useField } from '@portal/shared-ui/forms';
import { Flex, LookupAutoComplete } from '@portal/shared-ui';
import { DEFAULT_ICON, ICON_LIMIT, iconLookup } from '../api/get-icons';
import { FieldItem } from '@portal/shared-ui/forms';
import { IconPreview } from './icon-preview';

/** Icon autocomplete (at most 100 suggestions, default mat_outline:bookmark) for a formik field. */
export function IconField({ name, label = 'Icona' }: { name: string; label?: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldItem name={name} label={label} required extra={<IconPreview icon={field.value} />}>
      <Flex>
        <LookupAutoComplete<string>
          id={name}
          text={field.value ?? ''}
          query={iconLookup}
          labelOf={(icon) => icon}
          renderOption={(icon) => (
            <Flex gap={8} align="center">
              <IconPreview icon={icon} />
              <span>{icon}</span>
            </Flex>
          )}
          keyOf={(icon) => icon}
          limit={ICON_LIMIT}
          delay={300}
          placeholder={DEFAULT_ICON}
          onSelect={(icon) => {
            void helpers.setValue(icon ?? '');
            void helpers.setTouched(true, false);
          }}
        />
      </Flex>
    </FieldItem>
  );
}
