/**
 * The interface's translations: nested JSON per language and namespace, `ns:key` addressing,
 * `{{name}}` interpolation, `_one`/`_other` plurals by `count`, `$t(key)` nesting and a default
 * value. Deliberately small (about 1 KB): it replaced i18next and react-i18next, 17 KB gzipped on
 * every page, of which the product used only these features (decision 020).
 */

import { formatNumber } from './format';

export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;
export type TranslationTree = Record<string, unknown>;
export type TranslationLoader = (language: string, namespace: string) => Promise<TranslationTree>;

const NAMESPACE_SEPARATOR = ':';
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const NESTED = /\$t\(([^()]+)\)/g;

export class Translator {
  private readonly trees = new Map<string, TranslationTree>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Every namespace asked for so far: a language change loads them all before switching. */
  private readonly wanted = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly failureListeners = new Set<(reason: string) => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(
    public language: string,
    readonly defaultNamespace: string,
    private readonly load: TranslationLoader = () => Promise.reject(new Error('no loader')),
  ) {}

  /** Adds translations already at hand (tests, and the server-rendered first texts). */
  add(language: string, namespace: string, tree: TranslationTree): void {
    this.trees.set(`${language}/${namespace}`, tree);
    this.wanted.add(namespace);
  }

  isLoaded(namespaces: readonly string[], language = this.language): boolean {
    return namespaces.every((namespace) => this.trees.has(`${language}/${namespace}`));
  }

  /**
   * Resolves when the namespaces are here, or when a download failed: failure listeners hear of
   * it (the app shows its reload page) and the next call asks again.
   */
  loadNamespaces(namespaces: readonly string[], language = this.language): Promise<void> {
    return Promise.all(namespaces.map((namespace) => this.loadNamespace(language, namespace))).then(() => {});
  }

  async changeLanguage(language: string): Promise<void> {
    if (language === this.language) return;
    // The new texts arrive before the switch, so no screen flashes keys or a loader.
    await this.loadNamespaces([...this.wanted], language);
    this.language = language;
    this.changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  onFailure(listener: (reason: string) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  /** A `t` that looks a key up in these namespaces, in order, in the current language. */
  fixedT(namespaces: readonly string[]): TFunction {
    return (key, options) => this.translate(namespaces, key, options);
  }

  translate(namespaces: readonly string[], key: string, options: TranslateOptions = {}): string {
    const separator = key.indexOf(NAMESPACE_SEPARATOR);
    const where = separator > 0 ? [key.slice(0, separator)] : namespaces;
    const path = separator > 0 ? key.slice(separator + 1) : key;
    const candidates =
      typeof options.count === 'number'
        ? [`${path}_${this.pluralForm(options.count)}`, `${path}_other`, path]
        : [path];
    for (const namespace of where) {
      for (const candidate of candidates) {
        const text = this.lookup(namespace, candidate);
        if (text !== undefined) return this.finish(namespaces, text, options);
      }
    }
    return options.defaultValue === undefined ? path : this.finish(namespaces, options.defaultValue, options);
  }

  private finish(namespaces: readonly string[], text: string, options: TranslateOptions): string {
    const interpolated = text.replace(PLACEHOLDER, (placeholder, name: string) => {
      const value = options[name];
      // Left visible, so a forgotten value shows in tests and reviews instead of vanishing.
      if (value === undefined || value === null) return placeholder;
      // Counts and amounts read in the interface language's conventions (14 760 in Portuguese).
      return typeof value === 'number' ? formatNumber(value, this.language) : String(value);
    });
    return interpolated.includes('$t(')
      ? interpolated.replace(NESTED, (_, nestedKey: string) => this.translate(namespaces, nestedKey.trim()))
      : interpolated;
  }

  private lookup(namespace: string, path: string): string | undefined {
    let node: unknown = this.trees.get(`${this.language}/${namespace}`);
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as TranslationTree)[part];
    }
    return typeof node === 'string' ? node : undefined;
  }

  private pluralForm(count: number): string {
    let rules = this.pluralRules.get(this.language);
    if (!rules) {
      rules = new Intl.PluralRules(this.language);
      this.pluralRules.set(this.language, rules);
    }
    return rules.select(count);
  }

  private loadNamespace(language: string, namespace: string): Promise<void> {
    this.wanted.add(namespace);
    const id = `${language}/${namespace}`;
    if (this.trees.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.load(language, namespace).then(
        (tree) => {
          this.trees.set(id, tree);
          this.loading.delete(id);
          if (language === this.language) this.changed();
        },
        (error: unknown) => {
          this.loading.delete(id);
          const reason = `${id}: ${error instanceof Error ? error.message : String(error)}`;
          for (const listener of this.failureListeners) listener(reason);
        },
      );
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** A language change, or a namespace that arrived. */
  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
