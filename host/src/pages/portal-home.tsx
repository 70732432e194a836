import { Link } from '@portal/shared-auth/router';
import { useAuth } from '@portal/shared-auth';
import { Card, Col, Flex, Row, Typography, navIcon, type NavContribution } from '@portal/shared-ui/shell';
import { useNavigationItems } from '../layout/main-layout';
import { navigableEntries } from '../layout/navigation-model';
import { paths } from '../paths';

/** The shortcuts by area: the portal's own first, then each back-office section under its name. */
function byArea(entries: NavContribution[]): Array<[string, NavContribution[]]> {
  const areas = new Map<string, NavContribution[]>();
  for (const entry of entries) areas.set(entry.section ?? '', [...(areas.get(entry.section ?? '') ?? []), entry]);
  return [...areas].sort(([a], [b]) => Number(a !== '') - Number(b !== ''));
}

/** `/portal`: greeting and a shortcut to every section the user can open, grouped by area. */
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
      {byArea(entries).map(([area, shortcuts]) => (
        <section key={area} aria-label={area || 'Portale'}>
          {area && <Typography.Title level={3}>{area}</Typography.Title>}
          <Row gutter={[16, 16]}>
            {shortcuts.map((entry) => (
              <Col key={entry.id} xs={24} sm={12} lg={8}>
                <Link to={entry.link!}>
                  <Card hoverable>
                    <Card.Meta avatar={navIcon(entry.icon)} title={entry.title} description={entry.subtitle} />
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
        </section>
      ))}
    </Flex>
  );
}
