import {
  Children,
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

type UseTranslationOptions = {
  /** false: render at once (with `ready` false and keys for texts) instead of suspending. */
  useSuspense?: boolean;
};

/**
 * The texts of one or more namespaces (the first is searched first). Suspends until they are
 * loaded, and re-renders when the language changes or a namespace arrives.
 */
export function useTranslation(
  namespaces?: string | readonly string[],
  { useSuspense = true }: UseTranslationOptions = {},
): { t: TFunction; i18n: Translator; ready: boolean } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useTranslation needs a TranslatorProvider');
  const wanted = namespaces === undefined ? translator.defaultNamespace : namespaces;
  const key = typeof wanted === 'string' ? wanted : wanted.join(' ');
  const list = useMemo(() => key.split(' '), [key]);
  // Only the language and this component's own namespaces matter: another page's namespace
  // arriving re-renders nothing (these updates are synchronous, so each would block the page).
  const snapshot = () => `${translator.language} ${translator.isLoaded(list)}`;
  const state = useSyncExternalStore(translator.subscribe, snapshot, snapshot);
  const ready = translator.isLoaded(list);
  if (!ready && useSuspense) throw translator.loadNamespaces(list);
  useEffect(() => {
    if (!ready) void translator.loadNamespaces(list);
  }, [translator, list, ready]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language or readiness gives a new `t`.
  const t = useMemo(() => translator.fixedT(list), [translator, list, state]);
  return { t, i18n: translator, ready };
}

type TransProps = {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  /** The elements named by the text's tags: 'Signed in as <b>{{email}}</b>' with { b: <strong /> }. */
  components?: Record<string, ReactElement>;
};

type TagNode = { name: string; children: (string | TagNode)[] };

const TAG = /<(\/?)([a-zA-Z][\w-]*)\s*(\/?)>/g;
// Values stand in as these markers while the tags are read, so a value's own '<' is never a tag.
const valueMarker = (index: number) => `\uE000${index}\uE001`;
const VALUE_MARKER = /\uE000(\d+)\uE001/g;

function parseTags(text: string): TagNode {
  const root: TagNode = { name: '', children: [] };
  const open = [root];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosing] = match;
    const parent = open.at(-1) ?? root;
    if (match.index > last) parent.children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (closing) {
      if (open.length > 1 && parent.name === name) open.pop();
    } else {
      const node: TagNode = { name, children: [] };
      parent.children.push(node);
      if (!selfClosing) open.push(node);
    }
  }
  if (last < text.length) (open.at(-1) ?? root).children.push(text.slice(last));
  return root;
}

function renderNodes(
  nodes: (string | TagNode)[],
  values: unknown[],
  components: Record<string, ReactElement>,
): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') {
      return node.replace(VALUE_MARKER, (_, position: string) => String(values[Number(position)] ?? ''));
    }
    const children = renderNodes(node.children, values, components);
    const component = components[node.name];
    const key = `${node.name}-${index}`;
    if (!isValidElement(component)) return <Fragment key={key}>{children}</Fragment>;
    return cloneElement(component, { key }, ...Children.toArray(children));
  });
}

/** A translated text with elements inside it (links, emphasis), named by tags in the text. */
export function Trans({ t, i18nKey, values = {}, components = {} }: TransProps) {
  const names = Object.keys(values);
  const markers = Object.fromEntries(names.map((name, index) => [name, valueMarker(index)]));
  const tree = parseTags(t(i18nKey, markers));
  return (
    <>
      {renderNodes(
        tree.children,
        names.map((name) => values[name]),
        components,
      )}
    </>
  );
}
