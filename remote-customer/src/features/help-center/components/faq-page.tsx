import { Link } from '@portal/shared-auth/router';
import { ArrowLeftOutlined, Collapse, Flex, Typography } from '@portal/shared-ui';
import { paths } from '../../../config/paths';
import { FAQ_SECTIONS } from '../content/faq-content';

/** `/help-center/faq`: the FAQ in five accordion sections (spec 001 §2.5). */
export default function FaqPage() {
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Link to={paths.helpCenter.home}>
        <ArrowLeftOutlined /> Torna al centro assistenza
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Domande frequenti
      </Typography.Title>
      {FAQ_SECTIONS.map((section) => (
        <section key={section.id} aria-labelledby={`faq-${section.id}`}>
          <Typography.Title level={4} id={`faq-${section.id}`}>
            {section.title}
          </Typography.Title>
          <Collapse
            items={section.entries.map((entry) => ({
              key: entry.id,
              label: entry.question,
              children: <Typography.Paragraph style={{ margin: 0 }}>{entry.answer}</Typography.Paragraph>,
            }))}
          />
        </section>
      ))}
    </Flex>
  );
}
