/** Set by the build; the sources report the development version. */
export const APP_VERSION = process.env.ACORN_VERSION ?? '0.1.0-dev';
