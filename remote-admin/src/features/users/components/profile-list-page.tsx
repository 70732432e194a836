import { PROFILE_LIMITS } from '@portal/contracts/catalogue';
import { TextField, contractRules, yup } from '@portal/shared-ui/forms';
import { NewProfileInput } from '@portal/contracts/api/users';
import { CODE_PATTERN, CODE_PATTERN_MESSAGE } from '../../../components/code-availability';
import { InlineCreate } from '../../../components/inline-create';
import { WholeListScreen, useListState, type TableColumnsType, PAGE_SIZES } from '@portal/shared-ui';
import { useCreateProfile, useProfiles } from '../api/profiles';
import { profileText } from './profiles-field';
import { USER_LIMITS, type Profile } from '../types/user';

const columns: TableColumnsType<Profile> = [
  { title: 'Codice', dataIndex: 'profileCode', width: 220 },
  { title: 'Descrizione', dataIndex: 'description' },
  { title: 'Utenti', dataIndex: 'users', width: 120, align: 'right' },
];

const contract = contractRules(NewProfileInput, ['profileCode', 'description']);
const schema = yup.object({
  ...contract,
  profileCode: contract.profileCode.matches(CODE_PATTERN, CODE_PATTERN_MESSAGE),
});

/** `/profiles`: the tenant's profiles (spec 002 §3 Profile) with how many users hold each, and a new one. */

export default function ProfileListPage() {
  const profiles = useProfiles();
  const create = useCreateProfile();
  const list = useListState({ defaultSize: 20 });
  return (
    <WholeListScreen<Profile>
      title="Profili"
      list={list}
      query={profiles}
      search={{ placeholder: 'Cerca profilo', textOf: profileText }}
      sizeOptions={PAGE_SIZES}
      aboveTable={
        <InlineCreate
          title="Nuovo profilo"
          initialValues={{ profileCode: '', description: '' }}
          validationSchema={schema}
          submitLabel="Crea profilo"
          createdText="Profilo creato"
          create={(values) =>
            create.mutateAsync({ profileCode: values.profileCode.trim(), description: values.description.trim() })
          }
        >
          <div style={{ minWidth: 220 }}>
            <TextField name="profileCode" label="Codice" required maxLength={USER_LIMITS.profileCode} />
          </div>
          <div style={{ minWidth: 320, flex: 1 }}>
            <TextField name="description" label="Descrizione" required maxLength={PROFILE_LIMITS.description} />
          </div>
        </InlineCreate>
      }
      columns={columns}
      rowKey="id"
      emptyText="Nessun profilo"
    />
  );
}
