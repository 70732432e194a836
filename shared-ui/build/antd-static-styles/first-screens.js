import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Collapse from 'antd/es/collapse';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popover from 'antd/es/popover';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
/**
 * antd's components as the signed-in frame, the portal's home, a line's page and the remotes'
 * first routes draw them. antd keeps one style per component (not per variant or palette),
 * registered when the component first renders: drawing each once here registers what those
 * screens need. A component left out (menus, tabs, dialogs, date pickers: not on a first
 * screen) is styled as before, by antd at run time.
 */
export function FirstScreens() {
    return (_jsxs(App, { children: [_jsxs(Flex, { gap: "small", children: [_jsx(Button, { type: "primary", children: "Conferma" }), _jsx(Tag, { color: "green", children: "Attivo" }), _jsx(Switch, {}), _jsx(Spin, {})] }), _jsx(Input, { placeholder: "Cerca" }), _jsx(Input.TextArea, {}), _jsx(Select, { options: [] }), _jsx(Tooltip, { title: "Suggerimento", children: _jsx("span", { children: "?" }) }), _jsx(Popover, { content: "Dettagli", children: _jsx("span", { children: "!" }) }), _jsx(Typography.Title, { level: 2, children: "Titolo" }), _jsx(Row, { gutter: [16, 16], children: _jsx(Col, { xs: 24, sm: 12, lg: 8, children: _jsx(Card, { title: "Scheda", children: "Contenuto" }) }) }), _jsx(Form, { layout: "vertical", children: _jsx(Form.Item, { label: "Campo", name: "campo", children: _jsx(Input, {}) }) }), _jsx(Steps, { current: 0, items: [{ title: 'Primo' }, { title: 'Secondo' }] }), _jsx(Collapse, { items: [{ key: 'a', label: 'Domanda', children: 'Risposta' }] }), _jsx(Table, { columns: [{ title: 'Colonna', dataIndex: 'a' }], dataSource: [{ key: 1, a: 'Valore' }], pagination: false }), _jsx(Skeleton, { active: true })] }));
}
