import { Link } from '@portal/shared-auth/router';
import Button from 'antd/es/button';
import type { ColumnType } from 'antd/es/table';
import { EditOutlined } from '@ant-design/icons';
import { ACTION_COLUMN } from './list-page';
import type { ListState } from './use-list-state';

export interface EditLinkProps {
  /** The record's edit screen. */
  to: string;
  /** The list it leaves: its page, search and filters are kept for the way back. */
  list: Pick<ListState<object>, 'remember'>;
}

/** A row's 'Modifica': opens the record's edit screen, keeping the list as it was left. */
export function EditLink({ to, list }: EditLinkProps) {
  return (
    <Link to={to} onClick={list.remember}>
      <Button icon={<EditOutlined />}>Modifica</Button>
    </Link>
  );
}

/** The actions column of a list whose rows have nothing to do but 'Modifica'. */
export function editColumn<T>(list: EditLinkProps['list'], to: (row: T) => string): ColumnType<T> {
  return { title: '', key: ACTION_COLUMN, width: 130, render: (_, row) => <EditLink to={to(row)} list={list} /> };
}
