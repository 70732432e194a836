import { cloneElement, type ReactElement } from 'react';
import Tooltip from 'antd/es/tooltip';

export interface RefusedActionProps {
  /** Why the server would refuse the action (four eyes, a stronger user…); none: the action is offered as it is. */
  reason?: string | null;
  /** The action's button. */
  children: ReactElement<{ disabled?: boolean }>;
}

/**
 * An action the server would refuse: disabled, with the reason as its tooltip. A disabled
 * button takes no pointer or focus, so the tooltip sits on a wrapper the keyboard reaches too.
 */
export function RefusedAction({ reason, children }: RefusedActionProps) {
  if (!reason) return children;
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      <span tabIndex={0} aria-label={reason} style={{ display: 'inline-block' }}>
        {cloneElement(children, { disabled: true })}
      </span>
    </Tooltip>
  );
}
