/**
 * `@portal/shared-ui/upload`: picking and sending files (antd's Upload, its Progress, the
 * platform's FileField). A shared entry of its own: only the screens that take a file load it.
 */
export { default as Upload } from 'antd/es/upload';
export { default as Progress } from 'antd/es/progress';
export type { UploadFile, UploadProps } from 'antd/es/upload';
export { FileField, type FileFieldProps } from './files/file-field';
