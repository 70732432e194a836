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
  return (
    <App>
      <Flex gap="small">
        <Button type="primary">Conferma</Button>
        <Tag color="green">Attivo</Tag>
        <Switch />
        <Spin />
      </Flex>
      <Input placeholder="Cerca" />
      <Input.TextArea />
      <Select options={[]} />
      <Tooltip title="Suggerimento">
        <span>?</span>
      </Tooltip>
      <Popover content="Dettagli">
        <span>!</span>
      </Popover>
      <Typography.Title level={2}>Titolo</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={8}>
          <Card title="Scheda">Contenuto</Card>
        </Col>
      </Row>
      <Form layout="vertical">
        <Form.Item label="Campo" name="campo">
          <Input />
        </Form.Item>
      </Form>
      <Steps current={0} items={[{ title: 'Primo' }, { title: 'Secondo' }]} />
      <Collapse items={[{ key: 'a', label: 'Domanda', children: 'Risposta' }]} />
      <Table
        columns={[{ title: 'Colonna', dataIndex: 'a' }]}
        dataSource={[{ key: 1, a: 'Valore' }]}
        pagination={false}
      />
      <Skeleton active />
    </App>
  );
}
