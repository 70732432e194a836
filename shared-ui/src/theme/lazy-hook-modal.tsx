import { forwardRef, lazy, Suspense, useCallback, useImperativeHandle, useRef } from 'react';
import type { HookModalProps, HookModalRef } from 'antd/es/modal/useModal/HookModal';

const HookModal = lazy(() => import('antd/es/modal/useModal/HookModal'));

/**
 * Stands in for the dialog of antd's `useModal` in the builds (build/antd-stand-ins.ts): antd's App
 * calls `useModal` on every page for `App.useApp().modal`, which few screens use, so the
 * dialog's code (Modal, its confirm layout and styles) loads with the first `modal.confirm`
 * instead of with the first page. A `destroy` or `update` made before it arrives is applied
 * once it has.
 */
const LazyHookModal = forwardRef<HookModalRef, HookModalProps>(function LazyHookModal(props, ref) {
  const dialog = useRef<HookModalRef | null>(null);
  const pending = useRef<((dialog: HookModalRef) => void)[]>([]);
  const whenDrawn = useCallback((call: (dialog: HookModalRef) => void) => {
    if (dialog.current) call(dialog.current);
    else pending.current.push(call);
  }, []);
  useImperativeHandle(
    ref,
    () => ({
      destroy: () => whenDrawn((drawn) => drawn.destroy()),
      update: (config) => whenDrawn((drawn) => drawn.update(config)),
    }),
    [whenDrawn],
  );
  const attach = useCallback((drawn: HookModalRef | null) => {
    dialog.current = drawn;
    if (drawn) for (const call of pending.current.splice(0)) call(drawn);
  }, []);
  return (
    <Suspense fallback={null}>
      <HookModal {...props} ref={attach} />
    </Suspense>
  );
});

export default LazyHookModal;
