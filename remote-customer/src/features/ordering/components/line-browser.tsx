import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  Button,
  Card,
  Col,
  DebouncedSearch,
  Empty,
  Flex,
  Paginator,
  Row,
  ChoiceSwitch,
  Select,
  Spin,
  Switch,
  Table,
  Tag,
  Typography,
  UnorderedListOutlined,
  type TableColumnsType,
  LoadError,
} from '@portal/shared-ui';
import { useOrderableLines } from '../api/get-orderable-lines';
import { useContents, useOrderableServices } from '../api/get-ordering-options';
import {
  ALL_SERVICES,
  LINE_PAGE_SIZES,
  LINE_SEARCH_DELAY_MS,
  linesQuery,
  type LineFilters,
} from '../hooks/line-filters';
import type { ViewMode } from '../hooks/use-view-mode';
import type { OrderableLine, OrderableService, SubjectType } from '../types/ordering';

/** The most the grid of the service list loads at once (spec 000 §2.8: "all available lines"). */
const ALL_LINES = 100;

export interface LineBrowserProps {
  subjectType: SubjectType | null;
  filters: LineFilters;
  /** Any filter change goes back to the first page (spec 000 §2.8). */
  onFilters: (filters: LineFilters) => void;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  /** The grid shows every line at once instead of a page (the service list). */
  gridLoadsAll?: boolean;
  /** 'Servizi a Valore Aggiunto' (the service list). */
  showValueAdded?: boolean;
  onChoose: (line: OrderableLine) => void;
  /** Above the filters ('Scegli un servizio'). */
  heading?: ReactNode;
}

function LineCard({
  line,
  service,
  onChoose,
}: {
  line: OrderableLine;
  service?: OrderableService;
  onChoose: () => void;
}) {
  return (
    <Card
      size="small"
      hoverable
      style={{ height: '100%' }}
      data-line-code={line.code}
      onClick={onChoose}
      actions={[
        <Button
          key="choose"
          type="link"
          aria-label={`Scegli ${line.name}`}
          onClick={(event) => {
            event.stopPropagation(); // the card's own click would choose it twice
            onChoose();
          }}
        >
          Scegli
        </Button>,
      ]}
    >
      <Flex gap={12} align="flex-start">
        {service && <img src={service.icon} alt="" width={40} height={40} style={{ objectFit: 'contain' }} />}
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          <Typography.Text strong>{line.name}</Typography.Text>
          <Typography.Paragraph
            type="secondary"
            ellipsis={{ rows: 2, tooltip: line.description }}
            style={{ margin: 0 }}
          >
            {line.description}
          </Typography.Paragraph>
          <Flex gap={4} wrap>
            {line.serviceName && <Tag>{line.serviceName}</Tag>}
            {line.valueAdded && <Tag color="gold">Valore aggiunto</Tag>}
            <Tag color="blue">{line.productCount === 1 ? '1 prodotto' : `${line.productCount} prodotti`}</Tag>
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}

/**
 * The orderable lines with the filters of spec 000 §2.7 and §2.8 (service, contents, keyword
 * at 700 ms, value added), as a grid of cards or a table ('Cambia vista'). Shared by the
 * product-selection drawer and `/service-list`.
 */
export function LineBrowser(props: LineBrowserProps) {
  const { subjectType, filters, onFilters, page, size, view, gridLoadsAll } = props;
  const all = view === 'grid' && gridLoadsAll;
  const lines = useOrderableLines(linesQuery(filters, subjectType, all ? 0 : page, all ? ALL_LINES : size));
  const services = useOrderableServices(subjectType);
  const contents = useContents();
  const serviceOf = new Map((services.data ?? []).map((service) => [service.id, service]));
  const change = (next: Partial<LineFilters>) => onFilters({ ...filters, ...next });
  const rows = lines.data?.content ?? [];

  const columns: TableColumnsType<OrderableLine> = [
    { title: 'Linea', dataIndex: 'name', width: 220, ellipsis: true },
    { title: 'Descrizione', dataIndex: 'description', ellipsis: { showTitle: true } },
    { title: 'Servizio', dataIndex: 'serviceName', width: 200, ellipsis: true },
    { title: 'Prodotti', dataIndex: 'productCount', width: 100 },
    {
      title: '',
      key: 'choose',
      width: 110,
      render: (_, line) => (
        <Button type="primary" aria-label={`Scegli ${line.name}`} onClick={() => props.onChoose(line)}>
          Scegli
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={12} className="portal-line-browser">
      {props.heading}
      <Flex gap={8} wrap align="center">
        <Select<number>
          aria-label="Filtra per servizio"
          style={{ minWidth: 220 }}
          value={filters.serviceId}
          loading={services.isFetching}
          options={[
            { value: ALL_SERVICES, label: 'Tutti i servizi' },
            ...(services.data ?? []).map((service) => ({ value: service.id, label: service.name })),
          ]}
          onChange={(serviceId) => change({ serviceId })}
        />
        <Select<number[]>
          aria-label="Contenuti"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="Tutti i contenuti"
          style={{ minWidth: 240 }}
          value={filters.contentIds}
          showSearch={{ optionFilterProp: 'label' }}
          options={(contents.data ?? []).map((content) => ({ value: content.id, label: content.description }))}
          onChange={(contentIds) => change({ contentIds })}
        />
        <DebouncedSearch
          placeholder="Cerca per parola chiave"
          value={filters.search}
          delay={LINE_SEARCH_DELAY_MS}
          onSearch={(search) => change({ search })}
          style={{ maxWidth: 280 }}
        />
        {props.showValueAdded && (
          <Flex gap={8} align="center">
            <Switch id="value-added" checked={filters.valueAdded} onChange={(valueAdded) => change({ valueAdded })} />
            <label htmlFor="value-added">Servizi a Valore Aggiunto</label>
          </Flex>
        )}
        <ChoiceSwitch<ViewMode>
          label="Cambia vista"
          value={view}
          onChange={props.onView}
          options={[
            { value: 'grid', icon: <AppstoreOutlined />, label: 'Griglia' },
            { value: 'table', icon: <UnorderedListOutlined />, label: 'Tabella' },
          ]}
        />
      </Flex>
      {lines.error && (
        <LoadError error={lines.error} title="Impossibile caricare i servizi." onRetry={() => void lines.refetch()} />
      )}
      {view === 'table' ? (
        <Table<OrderableLine>
          columns={columns}
          dataSource={rows}
          rowKey="id"
          loading={lines.isFetching}
          pagination={false}
          size="middle"
          scroll={{ x: 800 }}
          onRow={(line) => ({ 'data-line-code': line.code }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: 'Nessun servizio disponibile' }}
        />
      ) : (
        <Spin spinning={lines.isFetching}>
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nessun servizio disponibile" />
          ) : (
            <Row gutter={[12, 12]} role="list" aria-label="Linee di servizio">
              {rows.map((line) => (
                <Col key={line.id} xs={24} md={12} xl={8} role="listitem">
                  <LineCard
                    line={line}
                    service={line.serviceId ? serviceOf.get(line.serviceId) : undefined}
                    onChoose={() => props.onChoose(line)}
                  />
                </Col>
              ))}
            </Row>
          )}
        </Spin>
      )}
      {!all && (
        <Paginator
          page={page}
          size={size}
          total={lines.data?.totalElements ?? 0}
          sizeOptions={LINE_PAGE_SIZES}
          onChange={props.onPage}
          disabled={lines.isFetching}
        />
      )}
    </Flex>
  );
}
