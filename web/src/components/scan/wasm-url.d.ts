// Vite's `?url` import: the asset's URL after the build (the scanner's ZXing .wasm, served by us).
declare module '*.wasm?url' {
  const url: string;
  export default url;
}
