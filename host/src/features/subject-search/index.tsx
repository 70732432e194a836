import { lazy, Suspense } from 'react';
import { Flex, Spin } from '@portal/shared-ui/shell';
import { RightDrawer } from '../right-drawer/right-drawer';
import { SubjectSearchBar } from './components/subject-search-bar';
import './subject-search.css';

// The advanced search (forms, date picker, autocompletes) loads when the drawer first shows it.
const AdvancedSearch = lazy(() => import('./components/advanced-search').then((m) => ({ default: m.AdvancedSearch })));

/** The top bar's search and the right-hand drawer it opens: one element in the layout. */
export function SubjectSearch() {
  return (
    <>
      <SubjectSearchBar />
      <RightDrawer
        searchCompany={
          <Suspense
            fallback={
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin />
              </Flex>
            }
          >
            <AdvancedSearch />
          </Suspense>
        }
      />
    </>
  );
}
