/** `@portal/shared-ui/steps`: the wizard's step bar, a shared entry of its own (one screen uses it). */
export { default as Steps } from 'antd/es/steps';
