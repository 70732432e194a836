declare module '*.css';
/** A stylesheet as a file of its own: its URL, for a page to load it when and where it chooses. */
declare module '*.css?url' {
  const url: string;
  export default url;
}
