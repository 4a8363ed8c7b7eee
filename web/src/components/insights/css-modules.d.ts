// Vite's CSS Modules (STYLE.md #12: styles beside what they style): a `*.module.css` import is its class names.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
