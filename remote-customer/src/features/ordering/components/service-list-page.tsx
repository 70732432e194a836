import { useNavigate, useSearchParams } from '@portal/shared-auth/router';
import { Card, Typography } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { useOrderableServices } from '../api/get-ordering-options';
import { ALL_SERVICES, filtersFromParams, filtersToParams, type LineFilters } from '../hooks/line-filters';
import { useViewMode } from '../hooks/use-view-mode';
import { LineBrowser } from './line-browser';

export const SERVICE_LIST_VIEW = 'SERVICE_LIST_VIEW';
const DEFAULT_SIZE = 20;

const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : fallback;
};

/**
 * `/service-list` (spec 000 §2.8): every orderable line, with its filters in the query string;
 * any filter change goes back to page 0. The table pages on the server, the grid shows all.
 */
export default function ServiceListPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromParams(search);
  const page = positive(search.get('page'), 0);
  const size = positive(search.get('size'), DEFAULT_SIZE) || DEFAULT_SIZE;
  const [view, setView] = useViewMode(SERVICE_LIST_VIEW);
  const services = useOrderableServices(null);
  const chosen = services.data?.find((service) => service.id === filters.serviceId);

  const go = (next: LineFilters, nextPage: number, nextSize: number) => {
    const query = filtersToParams(next);
    if (nextPage > 0) query.set('page', String(nextPage));
    if (nextSize !== DEFAULT_SIZE) query.set('size', String(nextSize));
    setSearch(query);
  };

  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {filters.serviceId !== ALL_SERVICES && chosen ? chosen.name : 'Servizi'}
      </Typography.Title>
      <LineBrowser
        subjectType={null}
        filters={filters}
        onFilters={(next) => go(next, 0, size)}
        page={page}
        size={size}
        onPage={(nextPage, nextSize) => go(filters, nextPage, nextSize)}
        view={view}
        onView={setView}
        gridLoadsAll
        showValueAdded
        onChoose={(line) => {
          const query = new URLSearchParams({
            navigatedFrom: `${paths.serviceList}${search.size ? `?${search}` : ''}`,
          });
          navigate(paths.lineDetail(line.id, query));
        }}
      />
    </Card>
  );
}
