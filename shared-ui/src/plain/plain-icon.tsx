import type { ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function draw({ tag, attrs, children }: AbstractNode, key?: number): ReactElement {
  const Element = tag as 'svg';
  return (
    <Element key={key} {...attrs}>
      {children?.map((child, index) => draw(child, index))}
    </Element>
  );
}

/**
 * One of antd's icons drawn from its SVG definition alone (`@ant-design/icons-svg`), without
 * the icon component's context and style injection: for the screens drawn before antd loads.
 * Decorative: the control it sits in carries the name.
 */
export function PlainIcon({ icon }: { icon: IconDefinition }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'none') : icon.icon;
  return (
    <span className="portal-plain-icon" aria-hidden="true">
      {draw({ ...svg, attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' } })}
    </span>
  );
}
