import type { ComponentProps, ComponentType } from 'react';
import type Editable from 'antd/es/typography/Editable';
import { lazyStandIn } from './lazy-stand-in';

/**
 * Stands in for antd's Typography editor inside Typography in the builds (build/antd-stand-ins.ts): it
 * is drawn only while a text is being edited, and brings the TextArea family with it.
 */
const EditableStandIn: ComponentType<ComponentProps<typeof Editable>> = lazyStandIn(
  () => import('antd/es/typography/Editable'),
);
export default EditableStandIn;
