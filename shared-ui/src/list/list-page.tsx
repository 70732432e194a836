import type { ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { ColumnsType as TableColumnsType, TableProps } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { DebouncedSearch } from './debounced-search';
import { Paginator } from './paginator';
import { LoadError } from '../feedback/load-error';

export interface ListSearch {
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  /** Per screen: 1000 ms for the catalogue lists, 700 ms for users. */
  delay: number;
}

export interface ListCreate {
  /** 'Nuovo campo', 'Nuovo form', ... */
  label: string;
  to: string;
  /** Runs before leaving (saves the list's filters). */
  onClick?: () => void;
}

export interface ListPageProps<T> {
  /** The page's heading; none for a list inside a tab of a page that has one. */
  title?: string;
  /** A list inside another page (a tab): no card of its own. */
  embedded?: boolean;
  /** The debounced search box, first in the toolbar. */
  search?: ListSearch;
  /** The screen's filters, after the search box. */
  filters?: ReactNode;
  /** Anything else above the table on the left. */
  toolbar?: ReactNode;
  /** The 'Nuovo ...' button, on the right. */
  create?: ListCreate;
  /** Other actions on the right. */
  actions?: ReactNode;
  /** Between the toolbar and the table (a block about the chosen filter, e.g. the client's account). */
  aboveTable?: ReactNode;
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  rowKey: keyof T & string;
  loading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  /** A server-paged list's paginator; a short list that comes whole has none. */
  paging?: {
    total: number;
    page: number;
    size: number;
    sizeOptions: readonly number[];
    onPageChange: (page: number, size: number) => void;
  };
  emptyText?: string;
  rowClassName?: (row: T) => string;
  /** Attributes of a row (a shade and an accessible note for suspended rows). */
  onRow?: TableProps<T>['onRow'];
  /**
   * The width below which the table scrolls sideways. Unset, every column takes its content's
   * width; a number lets columns with `ellipsis` share what the page has, so that a wide list
   * fits a desktop screen whole and its last column (Modifica) is never off to the right.
   */
  minTableWidth?: number;
  /**
   * Draws the page's rows instead of the table (a list reordered by dragging): the toolbar,
   * the error, the empty text and the paginator stay the same.
   */
  renderRows?: (rows: T[]) => ReactNode;
}

/** The key of a list's row actions (Modifica, Evadi, ...): the column stays in view. */
export const ACTION_COLUMN = 'actions';

/**
 * The row actions are fixed to the table's right edge: on a 1280 px screen a wide list scrolls
 * sideways under them, and 'Modifica' is never clipped or out of sight.
 */
export function withActionsInView<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) =>
    column.key === ACTION_COLUMN && column.fixed === undefined ? { ...column, fixed: 'right' as const } : column,
  );
}

/** The skeleton of every list screen: title, toolbar, server-paged table, Italian paginator. */
export function ListPage<T extends object>(props: ListPageProps<T>) {
  const { title, search, filters, toolbar, create, actions, columns, rows, rowKey, loading, error, onRetry, paging } =
    props;
  const failedEmpty = Boolean(error) && !loading && !(rows && rows.length > 0);
  const body = (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex gap={12} wrap style={{ flex: 1 }}>
          {search && (
            <DebouncedSearch
              placeholder={search.placeholder}
              value={search.value}
              delay={search.delay}
              onSearch={search.onSearch}
              style={{ maxWidth: 360 }}
            />
          )}
          {filters}
          {toolbar}
        </Flex>
        <Flex gap={8} wrap>
          {actions}
          {create && (
            <Link to={create.to} onClick={create.onClick}>
              <Button type="primary" icon={<PlusOutlined />}>
                {create.label}
              </Button>
            </Link>
          )}
        </Flex>
      </Flex>
      {props.aboveTable}
      {error && <LoadError error={error} onRetry={onRetry} />}
      {/* A failed load shows its error alone: not also 'Nessun … trovato' and '0 di 0'. */}
      {!failedEmpty && (
        <>
          {props.renderRows ? (
            <Spin spinning={loading}>
              {rows && rows.length > 0 ? (
                props.renderRows(rows)
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={props.emptyText ?? 'Nessun elemento trovato'}
                />
              )}
            </Spin>
          ) : (
            <Table<T>
              columns={withActionsInView(columns)}
              dataSource={rows}
              rowKey={rowKey}
              loading={loading}
              pagination={false}
              size="middle"
              scroll={{ x: props.minTableWidth ?? 'max-content' }}
              rowClassName={props.rowClassName}
              onRow={props.onRow}
              locale={{ emptyText: props.emptyText ?? 'Nessun elemento trovato' }}
            />
          )}
          {paging && (
            <Paginator
              page={paging.page}
              size={paging.size}
              total={paging.total}
              sizeOptions={paging.sizeOptions}
              onChange={paging.onPageChange}
              disabled={loading}
            />
          )}
        </>
      )}
    </Flex>
  );
  return (
    <Flex vertical gap={16} className="portal-list-page">
      {title && (
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      )}
      {props.embedded ? body : <Card>{body}</Card>}
    </Flex>
  );
}
