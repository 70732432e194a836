import type { ReactNode } from 'react';
import { Link } from '@portal/shared-auth/router';
import {
  BellOutlined,
  Button,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileTextOutlined,
  LockOutlined,
  RightOutlined,
  Tooltip,
  WarningOutlined,
  formatDateTime,
} from '@portal/shared-ui/shell';
import { isPortalImage } from '@portal/contracts/notifications';
import type { Notification } from '../api/notifications';
import { Avatar } from '../../../components/avatar';

const ICONS: Record<string, ReactNode> = {
  report: <FileTextOutlined />,
  clock: <ClockCircleOutlined />,
  warning: <WarningOutlined />,
  check: <CheckCircleOutlined />,
  lock: <LockOutlined />,
  link: <RightOutlined />,
};

const lines = (count: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: count,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  }) as const;

interface Props {
  notification: Notification;
  onMarkRead: (id: number) => void;
  /** A link was followed (the panel closes). */
  onNavigate: () => void;
}

/** One row of spec 000 §2.3: icon or image, subject, two lines of text, date, unread dot. */
export function NotificationRow({ notification, onMarkRead, onNavigate }: Props) {
  const unread = notification.readDate === null;
  const body = (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', minWidth: 0, flex: 1 }}>
      {isPortalImage(notification.image) ? (
        <Avatar src={notification.image} />
      ) : (
        <Avatar icon={ICONS[notification.icon ?? ''] ?? <BellOutlined />} />
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <div style={{ fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {notification.subject}
        </div>
        <div style={{ ...lines(2), color: 'rgba(0, 0, 0, 0.65)' }}>{notification.text}</div>
        <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.45)', marginTop: 4 }}>
          {formatDateTime(notification.insDateTime)}
        </div>
      </div>
    </div>
  );
  const linkStyle = { display: 'flex', minWidth: 0, flex: 1, color: 'inherit' } as const;
  let content = body;
  if (notification.link && notification.useRouter) {
    content = (
      <Link to={notification.link} style={linkStyle} onClick={onNavigate}>
        {body}
      </Link>
    );
  } else if (notification.link) {
    content = (
      <a href={notification.link} target="_blank" rel="noopener noreferrer" style={linkStyle} onClick={onNavigate}>
        {body}
      </a>
    );
  }
  return (
    <li
      data-testid="notification"
      data-unread={unread}
      style={{
        display: 'flex',
        gap: 8,
        padding: '12px 16px',
        borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
        background: unread ? 'rgba(22, 119, 255, 0.04)' : undefined,
      }}
    >
      {content}
      {unread && (
        <Tooltip title="Segna come letto">
          <Button
            type="text"
            size="small"
            aria-label="Segna come letto"
            onClick={() => onMarkRead(notification.id)}
            icon={
              <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: '#1677ff' }} />
            }
          />
        </Tooltip>
      )}
    </li>
  );
}
