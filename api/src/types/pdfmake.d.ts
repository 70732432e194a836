/** The part of pdfmake 0.3 (server build) the reports use; the package ships no types. */
declare module 'pdfmake' {
  interface OutputDocument {
    getBuffer(): Promise<Buffer>;
  }
  const pdfmake: {
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setUrlAccessPolicy?(policy: (url: string) => boolean): void;
    createPdf(docDefinition: object, options?: object): OutputDocument;
  };
  export default pdfmake;
}

declare module 'pdfmake/fonts/Roboto.js' {
  const fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>;
  export default fonts;
}
