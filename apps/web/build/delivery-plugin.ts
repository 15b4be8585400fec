import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { FirstLoadPage } from '../src/app/first-load';
import { type BootPage, bootScript } from './boot-script';

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
  sessionStorageKeys: { token: string; role: string };
  languages: readonly string[];
  defaultLanguage: string;
  /** What a signed-in first load of a page preloads and asks for (src/app/first-load.ts). */
  firstLoad: {
    shell: Pick<FirstLoadPage, 'modules' | 'namespaces' | 'requests'>;
    pages: readonly FirstLoadPage[];
  };
}

/**
 * Answers the files a first load of some source modules fetches beyond index.html's own: the
 * chunks holding them and their static imports, and the styles those import. Fails the build when
 * a module is in no chunk (renamed or removed): the hints would silently go stale.
 */
function moduleFiles(bundle: Rollup.OutputBundle, root: string) {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
  };
  const loadedByHtml = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk.fileName, loadedByHtml);
  return (modules: readonly string[]) => {
    const needed = new Set<string>();
    for (const module of modules) {
      const id = resolve(root, module);
      const chunk =
        chunks.find((candidate) => candidate.facadeModuleId === id) ??
        chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`first-load hint: ${module} is in no chunk of the build`);
      closure(chunk.fileName, needed);
    }
    const scripts = [...needed].filter((fileName) => !loadedByHtml.has(fileName));
    const styles = scripts.flatMap((fileName) => [
      ...(byFile.get(fileName)?.viteMetadata?.importedCss ?? []),
    ]);
    return {
      scripts: scripts.map((fileName) => `/${fileName}`),
      styles: styles.map((fileName) => `/${fileName}`),
    };
  };
}

/** The icons a browser or phone asks for, drawn from favicon.svg. */
async function emitIcons(context: Rollup.PluginContext, publicDir: string): Promise<void> {
  const svg = readFileSync(join(publicDir, 'favicon.svg'));
  for (const [fileName, size] of Object.entries(ICON_SIZES)) {
    const png = await sharp(svg, { density: 384 }).resize(size, size).png(ICON_PNG).toBuffer();
    context.emitFile({ type: 'asset', fileName, source: png });
  }
  // iOS shows a transparent home-screen icon on black: this one gets a white tile and a margin.
  const tile = await sharp(svg, { density: 384 })
    .resize(APPLE_ICON.glyph, APPLE_ICON.glyph)
    .extend({ ...APPLE_ICON.margin, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png(ICON_PNG)
    .toBuffer();
  context.emitFile({ type: 'asset', fileName: 'apple-touch-icon.png', source: tile });
  const favicon = await sharp(svg, { density: 192 }).resize(32, 32).png(ICON_PNG).toBuffer();
  context.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoWrapping(favicon, 32) });
}

/**
 * Writes index.html's boot script (boot-script.ts) with this build's files for the first-load
 * pages, and puts it first in index.html's head.
 */
function emitBootScript(
  context: Rollup.PluginContext,
  bundle: Rollup.OutputBundle,
  build: { root: string; translations: Record<string, string>; options: DeliveryOptions },
): void {
  const { root, translations, options } = build;
  const html = bundle['index.html'];
  if (html?.type !== 'asset') return;
  const { shell, pages } = options.firstLoad;
  const filesOf = moduleFiles(bundle, root);
  const shellFiles = filesOf(shell.modules);
  const resolvePage = ({ modules, ...page }: FirstLoadPage): BootPage => {
    const files = filesOf(modules);
    return {
      ...page,
      scripts: files.scripts.filter((file) => !shellFiles.scripts.includes(file)),
      styles: files.styles.filter((file) => !shellFiles.styles.includes(file)),
    };
  };
  const script = bootScript({
    translations,
    shellBundle: options.shellBundle,
    languages: options.languages,
    defaultLanguage: options.defaultLanguage,
    storageKeys: { language: options.languageStorageKey, ...options.sessionStorageKeys },
    shell: { ...shellFiles, namespaces: shell.namespaces, requests: shell.requests },
    pages: pages.map(resolvePage),
  });
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 10);
  const fileName = `assets/boot.${hash}.js`;
  context.emitFile({ type: 'asset', fileName, source: script });
  html.source = String(html.source).replace(
    '<head>',
    `<head>\n    <script async src="/${fileName}"></script>`,
  );
}

/**
 * What the server needs to deliver the build fast:
 * - translation files copied under a content hash, and a manifest the app loads them by, so they
 *   can be cached for a year and still change with each release (the unhashed files stay too);
 * - the shell's namespaces joined into one file per language, preloaded by index.html's boot
 *   script, which on a signed-in first load of the pages of src/app/first-load.ts also preloads
 *   their code and starts their first GETs;
 * - the icons a browser or phone asks for, drawn from favicon.svg;
 * - a Brotli and a gzip copy beside every text file, served as they are (no compression per request).
 */
export function deliveryPlugin(options: DeliveryOptions): Plugin {
  let config: ResolvedConfig;
  let manifest: Record<string, string> = {};
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
    },
    generateBundle: {
      // After the HTML plugin's: index.html is in the bundle, to be given the boot script.
      order: 'post',
      async handler(_options, bundle) {
        await emitIcons(this, config.publicDir);
        emitBootScript(this, bundle, { root: config.root, translations: manifest, options });
      },
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
