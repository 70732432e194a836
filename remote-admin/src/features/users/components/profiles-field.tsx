import { useField } from '@portal/shared-ui/forms';
import { QueryTable, Typography, type TableColumnsType } from '@portal/shared-ui';
import { useFieldError } from '@portal/shared-ui/forms';
import { useProfiles } from '../api/profiles';
import type { Profile } from '../types/user';

const columns: TableColumnsType<Profile> = [
  { title: 'Codice', dataIndex: 'profileCode', width: 200 },
  { title: 'Descrizione', dataIndex: 'description' },
];

/** The checkbox table of profiles (spec 002 §2.15): at least one. */
export function ProfilesField({ disabled }: { disabled?: boolean }) {
  const [field, , helpers] = useField<number[]>('profiles');
  const error = useFieldError('profiles');
  const profiles = useProfiles();
  return (
    <>
      <Typography.Text strong>Profili</Typography.Text>
      <QueryTable<Profile>
        query={profiles}
        columns={columns}
        rowKey="id"
        emptyText="Nessun profilo"
        errorText="Impossibile caricare i profili."
        rowSelection={{
          selectedRowKeys: field.value,
          onChange: (keys) => {
            void helpers.setValue(keys.map(Number));
            void helpers.setTouched(true, false);
          },
          getCheckboxProps: (profile) => ({
            disabled,
            'aria-label': `Profilo ${profile.profileCode}`,
          }),
        }}
      />
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </>
  );
}
