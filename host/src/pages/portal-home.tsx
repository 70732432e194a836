import { Link } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import { Card, Col, Flex, Row, Typography, navIcon } from '@portal/shared-ui/shell';
import { useNavigationItems } from '../layout/main-layout';
import { navigableEntries } from '../layout/navigation-model';
import { paths } from '../paths';

/** `/portal`: greeting and a shortcut to every section the user can open. */
export function PortalHome() {
  const user = useAuth((state) => state.user);
  const entries = navigableEntries(useNavigationItems()).filter((entry) => entry.link !== paths.portal);
  return (
    <Flex vertical gap={24}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Benvenuto{user ? `, ${user.name}` : ''}
        </Typography.Title>
        <Typography.Text type="secondary">Scegli da dove iniziare.</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {entries.map((entry) => (
          <Col key={entry.id} xs={24} sm={12} lg={8}>
            <Link to={entry.link!}>
              <Card hoverable>
                <Card.Meta avatar={navIcon(entry.icon)} title={entry.title} description={entry.subtitle} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
