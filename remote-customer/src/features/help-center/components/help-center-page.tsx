import { Link } from '@portal/shared-auth/router';
import {
  Card,
  Col,
  Collapse,
  CustomerServiceOutlined,
  Flex,
  Input,
  QuestionCircleOutlined,
  Row,
  SearchOutlined,
  Typography,
} from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { TOP_FAQS } from '../content/faq-content';

const CARDS = [
  {
    key: 'faq',
    title: 'FAQ',
    description: 'Le risposte alle domande più frequenti su account, servizi e report.',
    icon: <QuestionCircleOutlined />,
    link: paths.helpCenter.faq,
  },
  {
    key: 'support',
    title: 'Supporto',
    description: 'Scrivi al nostro servizio clienti: ti risponderemo entro 24 ore.',
    icon: <CustomerServiceOutlined />,
    link: paths.helpCenter.support,
  },
];

/** `/help-center` (spec 001 §2.5). */
export default function HelpCenterPage() {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Centro assistenza
        </Typography.Title>
        <Typography.Text type="secondary">Come possiamo aiutarti?</Typography.Text>
      </div>
      {/* The spec gives the search box a placeholder and no behaviour (yet). */}
      <Input
        size="large"
        prefix={<SearchOutlined />}
        placeholder="Cerca nel centro assistenza"
        aria-label="Cerca nel centro assistenza"
      />
      <Row gutter={[16, 16]}>
        {CARDS.map((card) => (
          <Col key={card.key} xs={24} md={12}>
            <Link to={card.link} aria-label={card.title}>
              <Card hoverable>
                <Card.Meta avatar={card.icon} title={card.title} description={card.description} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <section aria-labelledby="top-faq-title">
        <Flex justify="space-between" align="baseline" wrap>
          <Typography.Title level={4} id="top-faq-title">
            Domande frequenti
          </Typography.Title>
          <Link to={paths.helpCenter.faq}>Vedi tutte le FAQ</Link>
        </Flex>
        <Collapse
          items={TOP_FAQS.map((faq) => ({
            key: faq.key,
            label: faq.question,
            extra: <Typography.Text type="secondary">{faq.section}</Typography.Text>,
            children: <Typography.Paragraph style={{ margin: 0 }}>{faq.answer}</Typography.Paragraph>,
          }))}
        />
      </section>
    </Flex>
  );
}
