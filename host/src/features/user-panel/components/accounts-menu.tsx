import { useEffect, useRef, useState, type ComponentRef } from 'react';
import type { ImpersonationAccount } from '@portal/shared-auth';
import { CrownFilled, Spin, TextInput, useDebouncedValue } from '@portal/shared-ui/shell';
import { Menu, type MenuProps } from '@portal/shared-ui/menu';
import { useImpersonationAccounts } from '../api/get-impersonation-accounts';

/** Spec 000 §9. */
export const MAX_ACCOUNTS = 10;
export const SEARCH_FOCUS_DELAY_MS = 200;
const SEARCH_DEBOUNCE_MS = 300;
export const PREMIUM_GOLD = '#d4a017';

function accountItems(accounts: ImpersonationAccount[]): MenuProps['items'] {
  return accounts.slice(0, MAX_ACCOUNTS).map((account) => ({
    key: `account:${account.clientId}`,
    label: account.clientName,
    children: account.users.map((user) => ({
      key: `user:${user.login}`,
      label: (
        <span>
          {user.firstname} {user.surname}
          {user.isMaster && (
            <CrownFilled aria-label="premium" role="img" style={{ color: PREMIUM_GOLD, marginLeft: 8 }} />
          )}
        </span>
      ),
    })),
  }));
}

/** Client accounts, each with a sub-menu of its users (spec 000 §2.4); choosing a user starts. */
export function AccountsMenu({ onChoose, disabled }: { onChoose: (login: string) => void; disabled?: boolean }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, isFetching: loading } = useImpersonationAccounts(term);
  const input = useRef<ComponentRef<typeof TextInput>>(null);

  useEffect(() => {
    // The panel animates open first; focusing at once would be lost.
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div>
      <div style={{ padding: '8px 12px' }}>
        <TextInput
          ref={input}
          placeholder="Cerca"
          aria-label="Cerca"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {loading && !data ? (
        <div style={{ padding: 16, textAlign: 'center' }}>
          <Spin size="small" />
        </div>
      ) : data && data.length === 0 ? (
        <div style={{ padding: '8px 16px', color: 'rgba(0, 0, 0, 0.45)' }}>Nessun account trovato</div>
      ) : (
        <Menu
          mode="inline"
          selectable={false}
          disabled={disabled}
          items={accountItems(data ?? [])}
          style={{ borderInlineEnd: 'none', maxHeight: 360, overflowY: 'auto' }}
          onClick={({ key }) => {
            if (key.startsWith('user:')) onChoose(key.slice('user:'.length));
          }}
        />
      )}
    </div>
  );
}
