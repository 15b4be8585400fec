declare module 'virtual:i18n-manifest' {
  /** `<ns>/<lng>` → the URL of that translation file in this build (build/delivery-plugin.ts). */
  const files: Record<string, string>;
  export default files;
}

/** The theme's CSS variables, written at build time (build/theme-variables-plugin.ts). */
declare module 'virtual:theme-variables.css';
