import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';

const MANIFEST_ID = 'virtual:i18n-manifest';
const RESOLVED_MANIFEST_ID = `\0${MANIFEST_ID}`;
const TRANSLATIONS_DIR = join('assets', 'i18n');
/** Text answers worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|map)$/;
const COMPRESS_MIN_BYTES = 512;
const ICON_SIZES = { 'icon-192.png': 192, 'icon-512.png': 512 } as const;
/** The icons' few flat colours fit a palette: 40-60% fewer bytes than true colour, no visible change. */
const ICON_PNG = { palette: true, compressionLevel: 9, effort: 10 } as const;
const APPLE_ICON = { glyph: 140, margin: { top: 20, bottom: 20, left: 20, right: 20 } } as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** `<ns>/<lng>` → the JSON file's path under public/. */
function translationFiles(publicDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const path of filesUnder(join(publicDir, TRANSLATIONS_DIR))) {
    const match = /([^/\\]+)[/\\]([a-z]{2})\.json$/.exec(path);
    if (match) files.set(`${match[1]}/${match[2]}`, path);
  }
  return files;
}

/** An .ico holding one PNG, which every browser that asks for /favicon.ico understands. */
function icoWrapping(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

interface DeliveryOptions {
  /**
   * Namespaces every page needs: joined into one file per language (`<shellBundle>/<lng>` in the
   * manifest, one request instead of four) and fetched while the app's code downloads.
   */
  preloadNamespaces: readonly string[];
  shellBundle: string;
  /** Where the app keeps the visitor's language, and the one it falls back to. */
  languageStorageKey: string;
  defaultLanguage: string;
}

/**
 * A small script that asks for the visitor's language's shell translations as the page starts
 * (an external file: the CSP allows no inline script). i18n fetches the same URL, which the
 * browser then answers from the preload.
 */
function preloadScript(manifest: Record<string, string>, options: DeliveryOptions): string {
  const byLanguage: Record<string, string> = {};
  for (const [key, url] of Object.entries(manifest)) {
    const [bundle, language] = key.split('/') as [string, string];
    if (bundle === options.shellBundle) byLanguage[language] = url;
  }
  return `(() => {
  const files = ${JSON.stringify(byLanguage)};
  let language = null;
  try { language = localStorage.getItem(${JSON.stringify(options.languageStorageKey)}); } catch {}
  const link = document.createElement('link');
  Object.assign(link, { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' });
  link.href = files[language] ?? files[${JSON.stringify(options.defaultLanguage)}];
  document.head.append(link);
})();
`;
}

/**
 * What the server needs to deliver the build fast:
 * - translation files copied under a content hash, and a manifest the app loads them by, so they
 *   can be cached for a year and still change with each release (the unhashed files stay too);
 * - the shell's namespaces joined into one file per language, preloaded by a script in
 *   index.html's head;
 * - the icons a browser or phone asks for, drawn from favicon.svg;
 * - a Brotli and a gzip copy beside every text file, served as they are (no compression per request).
 */
export function deliveryPlugin(options: DeliveryOptions): Plugin {
  let config: ResolvedConfig;
  let manifest: Record<string, string> = {};
  let preloadFile = '';
  return {
    name: 'acorn-delivery',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === MANIFEST_ID ? RESOLVED_MANIFEST_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_MANIFEST_ID) return undefined;
      // In development the files are served as they are.
      if (config.command === 'serve') {
        const entries = [...translationFiles(config.publicDir).keys()].map((key) => [
          key,
          `/${TRANSLATIONS_DIR}/${key}.json`,
        ]);
        return `export default ${JSON.stringify(Object.fromEntries(entries))};`;
      }
      return `export default ${JSON.stringify(manifest)};`;
    },
    buildStart() {
      if (config.command !== 'build') return;
      manifest = {};
      const shell: Record<string, Record<string, unknown>> = {};
      const emitHashed = (key: string, data: Buffer) => {
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 10);
        const fileName = `${TRANSLATIONS_DIR}/${key}.${hash}.json`.replaceAll('\\', '/');
        this.emitFile({ type: 'asset', fileName, source: data });
        manifest[key] = `/${fileName}`;
      };
      for (const [key, path] of translationFiles(config.publicDir)) {
        const data = readFileSync(path);
        emitHashed(key, data);
        const [namespace, language] = key.split('/') as [string, string];
        if (options.preloadNamespaces.includes(namespace)) {
          shell[language] = { ...shell[language], [namespace]: JSON.parse(data.toString('utf8')) };
        }
      }
      for (const [language, namespaces] of Object.entries(shell)) {
        emitHashed(`${options.shellBundle}/${language}`, Buffer.from(JSON.stringify(namespaces)));
      }
      const script = preloadScript(manifest, options);
      const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
      preloadFile = `assets/i18n-preload.${hash}.js`;
      this.emitFile({ type: 'asset', fileName: preloadFile, source: script });
    },
    transformIndexHtml() {
      if (config.command !== 'build') return undefined;
      return [{ tag: 'script', attrs: { async: true, src: `/${preloadFile}` }, injectTo: 'head-prepend' }];
    },
    async generateBundle() {
      const svg = readFileSync(join(config.publicDir, 'favicon.svg'));
      for (const [fileName, size] of Object.entries(ICON_SIZES)) {
        const png = await sharp(svg, { density: 384 }).resize(size, size).png(ICON_PNG).toBuffer();
        this.emitFile({ type: 'asset', fileName, source: png });
      }
      // iOS shows a transparent home-screen icon on black: this one gets a white tile and a margin.
      const tile = await sharp(svg, { density: 384 })
        .resize(APPLE_ICON.glyph, APPLE_ICON.glyph)
        .extend({ ...APPLE_ICON.margin, background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .png(ICON_PNG)
        .toBuffer();
      this.emitFile({ type: 'asset', fileName: 'apple-touch-icon.png', source: tile });
      const favicon = await sharp(svg, { density: 192 }).resize(32, 32).png(ICON_PNG).toBuffer();
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoWrapping(favicon, 32) });
    },
    closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // A failed build writes nothing: leave its own error to be told, not a missing folder.
      if (config.command !== 'build' || !existsSync(outDir)) return;
      for (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const data = readFileSync(path);
        if (data.length < COMPRESS_MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
      config.logger.info(`precompressed the text files under ${relative(config.root, outDir)}`);
    },
  };
}
