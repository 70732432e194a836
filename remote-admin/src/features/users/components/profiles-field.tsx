import { useState } from 'react';
import { useField } from '@portal/shared-ui/forms';
import {
  DebouncedSearch,
  Flex,
  Paginator,
  QueryTable,
  Typography,
  WHOLE_LIST_SEARCH_DELAY_MS,
  pageOfWhole,
  type TableColumnsType,
  PAGE_SIZES,
} from '@portal/shared-ui';
import { useFieldError } from '@portal/shared-ui/forms';
import { useProfiles } from '../api/profiles';
import type { Profile } from '../types/user';

const columns: TableColumnsType<Profile> = [
  { title: 'Codice', dataIndex: 'profileCode', width: 200 },
  { title: 'Descrizione', dataIndex: 'description' },
];

/** Profiles a page of the field shows; a tenant's profiles grow with its offices and roles. */

/** What a search of profiles reads: code and description. */
export const profileText = (profile: Profile) => `${profile.profileCode} ${profile.description}`;

/**
 * The checkbox table of profiles (spec 002 §2.15): at least one. Searched and paged like every
 * list that grows; a profile the search or the page hides stays chosen, and the count says so.
 */
export function ProfilesField({ disabled }: { disabled?: boolean }) {
  const [field, , helpers] = useField<number[]>('profiles');
  const error = useFieldError('profiles');
  const profiles = useProfiles();
  const [view, setView] = useState({ search: '', page: 0, size: PAGE_SIZES[0] as number });
  const shown = profiles.data && pageOfWhole(profiles.data, profileText, view);
  const chosen = field.value ?? [];
  return (
    <Flex vertical gap={8}>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Typography.Text strong>Profili</Typography.Text>
        <Typography.Text type="secondary" aria-live="polite">
          {chosen.length === 1 ? '1 profilo scelto' : `${chosen.length} profili scelti`}
        </Typography.Text>
      </Flex>
      <DebouncedSearch
        placeholder="Cerca profilo"
        value={view.search}
        onSearch={(search) => setView((current) => ({ ...current, search, page: 0 }))}
        delay={WHOLE_LIST_SEARCH_DELAY_MS}
        style={{ maxWidth: 320 }}
      />
      <QueryTable<Profile>
        query={profiles}
        rows={shown?.rows}
        columns={columns}
        rowKey="id"
        emptyText={view.search ? 'Nessun profilo trovato' : 'Nessun profilo'}
        errorText="Impossibile caricare i profili."
        rowSelection={{
          selectedRowKeys: chosen,
          // The keys of the rows the search or the page hides travel too: they stay chosen.
          preserveSelectedRowKeys: true,
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
      {shown && shown.total > PAGE_SIZES[0] && (
        <Paginator
          page={view.page}
          size={view.size}
          total={shown.total}
          sizeOptions={PAGE_SIZES}
          onChange={(page, size) => setView((current) => ({ ...current, page, size }))}
        />
      )}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
