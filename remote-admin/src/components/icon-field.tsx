import { useField } from 'formik';
import { Flex, MaterialIcon, Tag, Tooltip } from '@portal/shared-ui';
import { DEFAULT_ICON, ICON_LIMIT, getIcons } from '../api/get-icons';
import { FieldItem } from './form-fields';
import { LookupAutoComplete } from './lookup-autocomplete';

/** An icon name ('mat_outline:gavel') with its preview. */
export function IconPreview({ icon }: { icon: string | null | undefined }) {
  if (!icon) return null;
  const [set, name] = icon.includes(':') ? icon.split(':', 2) : ['', icon];
  return (
    <Tooltip title={`${name}${set ? ` (${set})` : ''}`}>
      <Tag data-icon={icon}>
        <Flex gap={6} align="center" component="span">
          <MaterialIcon icon={icon} size={16} />
          <span>{name}</span>
        </Flex>
      </Tag>
    </Tooltip>
  );
}

/** Icon autocomplete (at most 100 suggestions, default mat_outline:bookmark) for a formik field. */
export function IconField({ name, label = 'Icona' }: { name: string; label?: string }) {
  const [field, , helpers] = useField<string>(name);
  return (
    <FieldItem name={name} label={label} required extra={<IconPreview icon={field.value} />}>
      <Flex>
        <LookupAutoComplete<string>
          id={name}
          selectedLabel={field.value ?? ''}
          search={getIcons}
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
