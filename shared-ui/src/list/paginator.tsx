import { startTransition } from 'react';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { LeftOutlined, RightOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { PAGINATOR_LABELS as L, lastPageIndex, rangeLabel } from './paginator-labels';

export interface PaginatorProps {
  /** Zero-based, as the API pages. */
  page: number;
  size: number;
  total: number;
  sizeOptions: readonly number[];
  onChange: (page: number, size: number) => void;
  disabled?: boolean;
}

/** The paginator of every list screen: page size, range 'x - y di z', first/prev/next/last. */
export function Paginator({ page, size, total, sizeOptions, onChange, disabled }: PaginatorProps) {
  const last = lastPageIndex(size, total);
  // In a transition, like the router's own query-string update of the page: a new size and
  // the page it resets then reach the list in one render (one load, not two).
  const report = (nextPage: number, nextSize: number) => startTransition(() => onChange(nextPage, nextSize));
  const nav = (label: string, icon: React.ReactNode, target: number, enabled: boolean) => (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        icon={icon}
        disabled={disabled || !enabled}
        onClick={() => report(target, size)}
      />
    </Tooltip>
  );
  return (
    <Flex align="center" justify="flex-end" gap={16} wrap className="portal-paginator" role="navigation">
      <Flex align="center" gap={8}>
        <Typography.Text type="secondary" id="paginator-size-label">
          {L.itemsPerPage}
        </Typography.Text>
        <Select
          aria-labelledby="paginator-size-label"
          size="small"
          value={size}
          disabled={disabled}
          options={sizeOptions.map((value) => ({ value, label: String(value) }))}
          // Changing the page size goes back to the first page.
          onChange={(value: number) => report(0, value)}
          style={{ width: 72 }}
        />
      </Flex>
      <Typography.Text aria-live="polite">{rangeLabel(page, size, total)}</Typography.Text>
      <Flex gap={4}>
        {nav(L.firstPage, <VerticalRightOutlined />, 0, page > 0)}
        {nav(L.previousPage, <LeftOutlined />, page - 1, page > 0)}
        {nav(L.nextPage, <RightOutlined />, page + 1, page < last)}
        {nav(L.lastPage, <VerticalLeftOutlined />, last, page < last)}
      </Flex>
    </Flex>
  );
}
