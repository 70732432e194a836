import { useEffect, useState } from 'react';
import { Tabs } from '@portal/shared-ui/tabs';
import { useRightDrawer } from '../../../stores/right-drawer-store';
import { CompanySearchPanel } from './company-search-panel';
import { PersonSearchPanel } from './person-search-panel';

/** The advanced search of the right-hand drawer (spec 000 §2.6): both panels stay mounted, results kept. */
export function AdvancedSearch() {
  const requested = useRightDrawer((state) => state.searchTab);
  const [tab, setTab] = useState<string>(requested);
  useEffect(() => setTab(requested), [requested]);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: 'PG', label: 'Persona giuridica', children: <CompanySearchPanel /> },
        { key: 'PF', label: 'Persona fisica', children: <PersonSearchPanel /> },
      ]}
    />
  );
}
