/**
 * antd modules given a stand-in for one import (stand-in-loader.cjs, wired in rspack.base.ts;
 * the stand-ins are in src/theme), so that parts the portal never draws, or draws only on a
 * user's action, stay out of the first pages. The antd entries themselves (`antd/es/tabs`,
 * `antd/es/modal`) are untouched.
 */
export interface AntdStandIn {
    /** The module under antd/es. */
    module: string;
    /** Its import, as written. */
    statement: string;
    /** What the import binds, kept as is. */
    binding: string;
    /** The file in shared-ui/src/theme that takes its place. */
    standIn: string;
}
export declare const ANTD_STAND_INS: AntdStandIn[];
