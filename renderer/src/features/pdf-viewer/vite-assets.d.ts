/** Vite turns `?url` imports into the address of the emitted asset (the pdf.js worker). */
declare module '*?url' {
  const url: string;
  // eslint-disable-next-line no-restricted-syntax -- vite's `?url` modules have only a default export
  export default url;
}
