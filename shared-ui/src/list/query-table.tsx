import type { ColumnsType as TableColumnsType, TableProps } from 'antd/es/table';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import { LoadError } from '../feedback/load-error';
import { withActionsInView } from './list-page';
import type { RemoteData } from './remote-data';

/** Where the rows come from: the query's data, or a part of it (`rows`) with the query's state. */
type RowsSource<T> =
  { query: RemoteData<T[]>; rows?: undefined } | { query: RemoteData<unknown>; rows: T[] | undefined };

export type QueryTableProps<T> = RowsSource<T> &
  Omit<TableProps<T>, 'dataSource' | 'loading' | 'locale' | 'pagination' | 'columns'> & {
    columns: TableColumnsType<T>;
    /** What an empty answer means: 'Nessun cliente usa questo listino'. */
    emptyText: string;
    /** What could not be read: 'Impossibile caricare i mesi.' */
    errorText?: string;
  };

/**
 * A short table read whole by one query (a record's links, a month's lines): the states never
 * contradict each other — a failed read shows its error with 'Riprova', not also the empty text;
 * the empty text waits for the first answer; the row actions stay in view as in every list.
 */
export function QueryTable<T extends object>(props: QueryTableProps<T>) {
  const { query, rows, emptyText, errorText, columns, size = 'small', ...table } = props;
  const shown = rows ?? (query.data as T[] | undefined);
  const failedEmpty = Boolean(query.error) && !query.isFetching && !(shown && shown.length > 0);
  return (
    <Flex vertical gap={8}>
      {query.error && <LoadError error={query.error} title={errorText} onRetry={() => void query.refetch()} />}
      {!failedEmpty && (
        <Table<T>
          {...table}
          size={size}
          columns={withActionsInView(columns)}
          dataSource={shown}
          loading={query.isFetching}
          pagination={false}
          locale={{ emptyText: shown === undefined && query.isFetching ? ' ' : emptyText }}
        />
      )}
    </Flex>
  );
}
