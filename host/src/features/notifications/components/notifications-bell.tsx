import { memo, useState } from 'react';
import { BellOutlined, Button, CloseOutlined, CountBadge, Spin } from '@portal/shared-ui/shell';
import { TopBarPanel } from '../../../components/top-bar-panel';
import { useNotifications } from '../hooks/use-notifications';
import type { LiveChannelOptions } from '@portal/shared-auth/live';
import { NotificationRow } from './notification-row';

const PANEL_WIDTH = 380;

/** Bell with the unread count and the 'Notifiche' panel (spec 000 §2.3). */
// memo: the layout draws again as each remote arrives (navigation); this part does not change with it.
export const NotificationsBell = memo(function NotificationsBell({ live }: { live?: Partial<LiveChannelOptions> }) {
  const { notifications, unreadCount, loading, markRead, markAllRead } = useNotifications(live);
  const [open, setOpen] = useState(false);

  const panel = (
    <>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '12px 16px',
          borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        }}
      >
        <h2 style={{ fontSize: 16, fontWeight: 600, margin: 0, flex: 1 }}>Notifiche</h2>
        <Button size="small" disabled={unreadCount === 0} onClick={() => void markAllRead()}>
          Segna tutto come letto
        </Button>
        <Button type="text" size="small" aria-label="Chiudi" icon={<CloseOutlined />} onClick={() => setOpen(false)} />
      </header>
      {loading ? (
        <div style={{ padding: 24, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : notifications.length === 0 ? (
        <div style={{ padding: '32px 16px', textAlign: 'center' }}>
          <BellOutlined style={{ fontSize: 32, color: 'rgba(0, 0, 0, 0.25)' }} />
          <div style={{ fontWeight: 600, marginTop: 8 }}>Nessuna notifica</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.45)' }}>Quando avrai delle notifiche, appariranno qui.</div>
        </div>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 480, overflowY: 'auto' }}>
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onMarkRead={(id) => void markRead(id).catch(() => {})}
              onNavigate={() => setOpen(false)}
            />
          ))}
        </ul>
      )}
    </>
  );

  return (
    <TopBarPanel
      label="Notifiche"
      width={PANEL_WIDTH}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <CountBadge count={unreadCount} size="small" data-testid="unread-badge">
          <BellOutlined style={{ fontSize: 18, color: 'inherit' }} />
        </CountBadge>
      }
    >
      {panel}
    </TopBarPanel>
  );
});
