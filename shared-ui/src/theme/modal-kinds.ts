import type { ModalFuncProps } from 'antd/es/modal/interface';

/**
 * Stands in for `antd/es/modal/confirm` inside antd's `useModal` in the builds (build/antd-stand-ins.ts).
 * useModal needs only these five taggers, but the bundler keeps a module whole: `confirm.js`
 * would bring the dialog (the full entry uses its other export) back into every first page.
 * Same as antd's: each one sets the dialog's kind.
 */
export const withWarn = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: 'warning' });
export const withInfo = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: 'info' });
export const withSuccess = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: 'success' });
export const withError = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: 'error' });
export const withConfirm = (props: ModalFuncProps): ModalFuncProps => ({ ...props, type: 'confirm' });
