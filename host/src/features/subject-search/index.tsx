import { RightDrawer } from '../right-drawer/right-drawer';
import { AdvancedSearch } from './components/advanced-search';
import { SubjectSearchBar } from './components/subject-search-bar';
import './subject-search.css';

/** The top bar's search and the right-hand drawer it opens: one element in the layout. */
export function SubjectSearch() {
  return (
    <>
      <SubjectSearchBar />
      <RightDrawer searchCompany={<AdvancedSearch />} />
    </>
  );
}
