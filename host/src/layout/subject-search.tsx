import { memo, lazy, Suspense } from 'react';
import { Flex, Spin } from '@portal/shared-ui/shell';
import { RightDrawer } from '../features/right-drawer/right-drawer';
import { SubjectSearchBar } from '../features/subject-search/components/subject-search-bar';
import '../features/subject-search/subject-search.css';

// The advanced search (forms, date picker, autocompletes) loads when the drawer first shows it.
const AdvancedSearch = lazy(() =>
  import(/* webpackChunkName: 'page-advanced-search' */ '../features/subject-search/components/advanced-search').then(
    (m) => ({ default: m.AdvancedSearch }),
  ),
);

/** The top bar's search and the right-hand drawer it opens: two features, one element in the layout. */
// memo: the layout draws again as each remote arrives (navigation); this part does not change with it.
export const SubjectSearch = memo(function SubjectSearch() {
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
});
