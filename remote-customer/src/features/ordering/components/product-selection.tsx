import { useState } from 'react';
import { useLocation, useNavigate } from '@portal/shared-auth/router';
import { Typography, type ProductSelectionProps } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { filtersToParams, subjectToParam, type LineFilters } from '../hooks/line-filters';
import { restoreSelection, rememberSelection } from '../hooks/selection-memory';
import { useViewMode } from '../hooks/use-view-mode';
import type { Subject } from '../types/ordering';
import { LineBrowser } from './line-browser';

export const PRODUCT_SELECTION_VIEW = 'PRODUCT_SELECTION_VIEW';
const DEFAULT_SIZE = 20;

const subjectKey = (subject: Subject) =>
  subject.type === 'PG' ? `PG:${subject.company.codiceFiscale}` : `PF:${subject.person.codiceFiscale}`;

/**
 * The services of product selection (spec 000 §2.7), in the host's drawer under the subject:
 * the lines that can be ordered for a company or a person. Choosing one opens its request page
 * with the subject and the filters in the query string; coming back restores them.
 */
export default function ProductSelection({ subject }: ProductSelectionProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [initial] = useState(() => restoreSelection(subjectKey(subject), DEFAULT_SIZE));
  const [filters, setFilters] = useState<LineFilters>(initial.filters);
  const [paging, setPaging] = useState({ page: initial.page, size: initial.size });
  const [view, setView] = useViewMode(PRODUCT_SELECTION_VIEW);

  return (
    <LineBrowser
      heading={
        <Typography.Title level={4} style={{ margin: 0 }}>
          Scegli un servizio
        </Typography.Title>
      }
      subjectType={subject.type}
      filters={filters}
      onFilters={(next) => {
        setFilters(next);
        setPaging((current) => ({ ...current, page: 0 }));
      }}
      page={paging.page}
      size={paging.size}
      onPage={(page, size) => setPaging({ page, size })}
      view={view}
      onView={setView}
      onChoose={(line) => {
        rememberSelection({ subjectKey: subjectKey(subject), filters, ...paging });
        const query = filtersToParams(filters);
        query.set('subject', subjectToParam(subject));
        query.set('navigatedFrom', `${location.pathname}${location.search}`);
        navigate(paths.lineDetail(line.id, query));
      }}
    />
  );
}
