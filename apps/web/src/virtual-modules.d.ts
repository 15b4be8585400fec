declare module 'virtual:i18n-manifest' {
  /** `<ns>/<lng>` → the URL of that translation file in this build (build/delivery-plugin.ts). */
  const files: Record<string, string>;
  export default files;
}
