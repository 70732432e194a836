import type { ReactNode } from 'react';
import { Button, Popover } from '@portal/shared-ui/shell';

export interface TopBarPanelProps {
  /** The panel's accessible name, also the trigger button's ('Notifiche', 'Profilo'). */
  label: string;
  width: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the top-bar button shows (an icon with a badge, an avatar with the name). */
  trigger: ReactNode;
  children: ReactNode;
}

/** A top-bar button that opens a panel under it (the notifications bell, the user panel). */
export function TopBarPanel({ label, width, open, onOpenChange, trigger, children }: TopBarPanelProps) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
      content={
        <section aria-label={label} style={{ width, maxWidth: 'calc(100vw - 32px)' }}>
          {children}
        </section>
      }
      styles={{ container: { padding: 0 } }}
      arrow={false}
    >
      <Button type="text" aria-label={label} style={{ color: 'inherit' }}>
        {trigger}
      </Button>
    </Popover>
  );
}
