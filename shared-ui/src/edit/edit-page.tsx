import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import { ArrowLeftOutlined, LockOutlined, MenuOutlined, WarningOutlined } from '@ant-design/icons';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { useScreens } from '../hooks/use-screens';
import { CountBadge } from '../controls/count-badge';
import { RefusedAction } from '../controls/refused-action';
import { isNotFound } from './save-error';
import { LoadError } from '../feedback/load-error';

// The panels' drawer opens on a click below lg: its code loads then (the full entry, which every
// remote's first route loads, does not carry it). The panels' menu loads with the first edit
// page, beside its record.
const Drawer = lazy(() => import('antd/es/drawer'));
const Menu = lazy(() => import('antd/es/menu'));

export interface EditPanel {
  key: string;
  title: string;
  /** A second line in the drawer ('Configura form'). */
  subtitle?: string;
  icon?: ReactNode;
  /** Blocked panels cannot be opened (e.g. while the record is new). */
  blocked?: boolean;
  /** Why it is blocked; shown under its title. */
  blockedText?: string;
  /** Some input of the panel needs attention: the drawer says so ('Da completare'). */
  invalid?: boolean;
  /**
   * The form's inputs the panel holds: in an edit screen, one of them failing its rule marks the
   * panel (`invalid`), so a required field out of sight is found without opening every panel.
   */
  inputs?: readonly string[];
  content: ReactNode;
}

export interface EditPageProps {
  title: string;
  /** Where the back arrow goes (the list, keeping its page). */
  backTo: string;
  panels: readonly EditPanel[];
  /** The panel shown first; afterwards the user chooses. */
  initialPanel?: string;
  /** Crea/Salva and any other button, top right. */
  actions?: ReactNode;
  /** The record is loading. */
  loading?: boolean;
  /** Loading the record failed. */
  loadError?: Error | null;
  onRetry?: () => void;
  /** A failed save (e.g. a 409 stale version): shown above the panels; the input stays. */
  saveError?: string | null;
  /** A way on from the failed save (the conflict's 'Ricarica'). */
  saveErrorAction?: ReactNode;
  onDismissSaveError?: () => void;
  /** Disables every input while saving. */
  disabled?: boolean;
}

export const BLOCKED_PANEL_TEXT = 'Disponibile dopo il primo salvataggio';
export const INVALID_PANEL_TEXT = 'Da completare';

function panelNote(panel: EditPanel): string | undefined {
  if (panel.blocked) return panel.blockedText ?? BLOCKED_PANEL_TEXT;
  if (panel.invalid) return INVALID_PANEL_TEXT;
  return panel.subtitle;
}

/**
 * The skeleton of every edit screen (spec 002 §2.2, §2.4, §2.14, §2.15): a drawer of panels,
 * fixed at lg (1280 px) and above, collapsible below; back arrow; actions; the form disabled
 * while saving.
 */
export function EditPage(props: EditPageProps) {
  const { title, backTo, panels, actions, loading, loadError, onRetry, saveError, disabled } = props;
  const screens = useScreens();
  const fixed = Boolean(screens.lg);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const firstOpen = panels.find((panel) => !panel.blocked)?.key;
  const [chosen, setChosen] = useState(props.initialPanel ?? firstOpen);
  // A panel that became blocked (or never was open) falls back to the first open one.
  const active = panels.find((panel) => panel.key === chosen && !panel.blocked)?.key ?? firstOpen;

  const menu = (
    <Menu
      mode="inline"
      aria-label="Pannelli"
      selectedKeys={active ? [active] : []}
      style={{ borderInlineEnd: 'none' }}
      onClick={({ key }) => {
        setChosen(key);
        setDrawerOpen(false);
      }}
      items={panels.map((panel) => ({
        key: panel.key,
        disabled: panel.blocked,
        icon: panel.blocked ? <LockOutlined /> : panel.invalid ? <WarningOutlined /> : panel.icon,
        label: (
          <Flex vertical style={{ lineHeight: 1.3, paddingBlock: 6 }}>
            <span>{panel.title}</span>
            {panelNote(panel) && (
              <Typography.Text type={panel.invalid && !panel.blocked ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                {panelNote(panel)}
              </Typography.Text>
            )}
          </Flex>
        ),
        style: { height: 'auto' },
      }))}
    />
  );

  return (
    <Flex vertical gap={16} className="portal-edit-page">
      <Flex align="center" gap={12} wrap>
        <Tooltip title="Indietro">
          <Link to={backTo} aria-label="Indietro">
            <Button type="text" icon={<ArrowLeftOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
        {!fixed && (
          // A dot when a panel out of sight needs input.
          <CountBadge dot={panels.some((panel) => panel.invalid && !panel.blocked && panel.key !== active)}>
            <Button icon={<MenuOutlined />} aria-label="Pannelli" onClick={() => setDrawerOpen(true)} />
          </CountBadge>
        )}
        <Typography.Title level={2} style={{ margin: 0, flex: 1 }}>
          {title}
        </Typography.Title>
        <Flex gap={8}>{actions}</Flex>
      </Flex>
      {saveError && (
        <Alert
          type="warning"
          showIcon
          title={saveError}
          action={props.saveErrorAction}
          closable
          onClose={props.onDismissSaveError}
          role="alert"
        />
      )}
      {loadError ? (
        // A record that does not exist says so; trying again would not bring it.
        isNotFound(loadError) ? (
          <Alert type="warning" showIcon title={loadError.message} />
        ) : (
          <LoadError error={loadError} onRetry={onRetry} />
        )
      ) : (
        <Flex gap={16} align="flex-start">
          {fixed && (
            <Card size="small" style={{ width: 280, flexShrink: 0 }} styles={{ body: { padding: 4 } }}>
              <nav aria-label="Pannelli">
                <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: panels.length }} />}>
                  {menu}
                </Suspense>
              </nav>
            </Card>
          )}
          <Card style={{ flex: 1, minWidth: 0 }}>
            {loading ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : (
              <Form layout="vertical" component={false} disabled={disabled}>
                {panels
                  .filter((panel) => !panel.blocked)
                  .map((panel) => (
                    // Every open panel stays mounted (inputs keep their state); only the active shows.
                    <section key={panel.key} hidden={panel.key !== active} aria-label={panel.title}>
                      <Typography.Title level={4} style={{ marginTop: 0 }}>
                        {panel.title}
                      </Typography.Title>
                      {panel.content}
                    </section>
                  ))}
              </Form>
            )}
          </Card>
        </Flex>
      )}
      {!fixed && drawerOpened && (
        <Suspense fallback={null}>
          <Drawer
            title="Pannelli"
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size="default"
            styles={{ body: { padding: 4 } }}
          >
            {menu}
          </Drawer>
        </Suspense>
      )}
    </Flex>
  );
}

export interface SaveButtonProps {
  /** 'Crea' for a new record, 'Salva' for an existing one. */
  isNew: boolean;
  saving?: boolean;
  disabled?: boolean;
  /** Why saving is not allowed at all (the server would refuse it): disables the button, shown as its tooltip. */
  refusedReason?: string | null;
  onClick: () => void;
}

/** Crea/Salva: disabled when the form is invalid, a spinner while saving. */
export function SaveButton({ isNew, saving, disabled, refusedReason, onClick }: SaveButtonProps) {
  return (
    <RefusedAction reason={refusedReason}>
      <Button type="primary" loading={saving} disabled={disabled || saving} onClick={onClick}>
        {isNew ? 'Crea' : 'Salva'}
      </Button>
    </RefusedAction>
  );
}
