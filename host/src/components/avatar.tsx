import type { ReactNode } from 'react';

export interface AvatarProps {
  /** An image, drawn instead of the icon. */
  src?: string;
  icon?: ReactNode;
  size?: 'small' | 'default';
}

/**
 * A round picture or icon in antd's Avatar look (the top bar's user button, a notification's
 * icon): the frame's own, so that antd's Avatar does not load with every signed-in page.
 */
export function Avatar({ src, icon, size = 'default' }: AvatarProps) {
  return (
    <span className={`portal-avatar portal-avatar-${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" /> : icon}
    </span>
  );
}
