export const ANTD_STAND_INS = [
    // Card imports Tabs for its `tabList` prop, which the portal never passes (lint refuses it):
    // 12.6 KB gzip of tabs on the portal's first page.
    {
        module: 'card/Card.js',
        statement: "import Tabs from '../tabs';",
        binding: 'Tabs',
        standIn: 'card-without-tabs.ts',
    },
    // A card's `loading` placeholder; the portal's cards seldom wait.
    {
        module: 'card/Card.js',
        statement: "import Skeleton from '../skeleton';",
        binding: 'Skeleton',
        standIn: 'card-skeleton.ts',
    },
    // App calls useModal on every page for `App.useApp().modal`: the dialog loads with its first use.
    {
        module: 'modal/useModal/index.js',
        statement: "import HookModal from './HookModal';",
        binding: 'HookModal',
        standIn: 'lazy-hook-modal.tsx',
    },
    {
        module: 'modal/useModal/index.js',
        statement: "import { withConfirm, withError, withInfo, withSuccess, withWarn } from '../confirm';",
        binding: '{ withConfirm, withError, withInfo, withSuccess, withWarn }',
        standIn: 'modal-kinds.ts',
    },
    // A table's column filter menu, drawn only for a column with `filters`, brings the Tree family.
    {
        module: 'table/hooks/useFilter/index.js',
        statement: "import FilterDropdown, { flattenKeys } from './FilterDropdown';",
        binding: 'FilterDropdown, { flattenKeys }',
        standIn: 'table-filter-dropdown.ts',
    },
    // The selection column's menu, drawn only for `rowSelection.selections`, brings the Menu family.
    {
        module: 'table/hooks/useSelection.js',
        statement: "import Dropdown from '../../dropdown';",
        binding: 'Dropdown',
        standIn: 'table-selections-dropdown.ts',
    },
    // App calls useMessage and useNotification on every page for `App.useApp()`: the notices load
    // with the first toast (message and notification share their list and most of their styles).
    {
        module: 'app/App.js',
        statement: "import useMessage from '../message/useMessage';",
        binding: 'useMessage',
        standIn: 'lazy-use-message.ts',
    },
    {
        module: 'app/App.js',
        statement: "import useNotification from '../notification/useNotification';",
        binding: 'useNotification',
        standIn: 'lazy-use-notification.ts',
    },
    // Every Title and Text carries the editor (with the TextArea family) and the copy button.
    {
        module: 'typography/Base/index.js',
        statement: "import Editable from '../Editable';",
        binding: 'Editable',
        standIn: 'typography-editable.ts',
    },
    {
        module: 'typography/Base/index.js',
        statement: "import CopyBtn from './CopyBtn';",
        binding: 'CopyBtn',
        standIn: 'typography-copy-button.ts',
    },
];
