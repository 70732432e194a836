/** Stylesheets are imported for their side effect; Rspack bundles them. */
declare module '*.css';
