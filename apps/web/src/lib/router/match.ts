import type { ComponentType, ReactNode } from 'react';

export type Params = Readonly<Record<string, string | undefined>>;

export interface LoaderArgs {
  url: URL;
  params: Params;
}

/** Runs before the route renders; it may return or throw `redirect(...)` (redirect.ts). */
export type Loader = (args: LoaderArgs) => unknown;

/**
 * One route of the tree: a layout (children, no path), a page (path or index) or both. A route
 * renders `Component`, else `element`, else its matched child.
 */
export interface RouteObject {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  /** Shown instead of this route and everything under it when one of them fails. */
  errorElement?: ReactNode;
  /** Shown until the first page's code and loaders are ready. */
  HydrateFallback?: ComponentType;
  loader?: Loader;
  /** Fetches the route's component on the first visit. */
  /** The page's code; an answer without a Component (a visitor the guard turns away) is asked again next time. */
  lazy?: () => Promise<{ Component?: ComponentType }>;
  handle?: unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'splat' };

interface Branch {
  routes: RouteObject[];
  segments: Segment[];
  score: number;
}

/** A route's full pattern: absolute child paths stand alone, relative ones extend the parent's. */
const joinPath = (parent: string, path: string | undefined): string => {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
};

/** '/a/:id?' → ['/a/:id', '/a']: an optional segment makes two patterns. */
function expandOptional(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  let patterns: string[][] = [[]];
  for (const part of parts) {
    if (part.endsWith('?')) {
      const required = part.slice(0, -1);
      patterns = patterns.flatMap((prefix) => [[...prefix, required], prefix]);
    } else {
      patterns = patterns.map((prefix) => [...prefix, part]);
    }
  }
  return patterns.map((segments) => `/${segments.join('/')}`);
}

const toSegments = (path: string): Segment[] =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      if (part === '*') return { kind: 'splat' };
      if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) };
      return { kind: 'static', value: part.toLowerCase() };
    });

/**
 * More specific patterns win whatever the order they are declared in: a static segment counts
 * more than a parameter, a catch-all least, and an index route more than its layout.
 */
function scoreOf(segments: Segment[], index: boolean): number {
  let score = segments.length + 1 + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment.kind === 'static') score += 10;
    else if (segment.kind === 'param') score += 3;
    else score -= 3;
  }
  return score;
}

/** Every matchable route with its ancestors, the most specific first. */
export function rankBranches(routes: RouteObject[]): Branch[] {
  const branches: Branch[] = [];
  const visit = (list: RouteObject[], parents: RouteObject[], parentPath: string) => {
    for (const route of list) {
      const path = joinPath(parentPath, route.path);
      const chain = [...parents, route];
      if (route.children) visit(route.children, chain, path);
      if (route.path === undefined && !route.index) continue;
      for (const pattern of expandOptional(path)) {
        const segments = toSegments(pattern);
        branches.push({ routes: chain, segments, score: scoreOf(segments, route.index === true) });
      }
    }
  };
  visit(routes, [], '/');
  // Array.prototype.sort is stable: equal scores keep their declaration order.
  return branches.sort((a, b) => b.score - a.score);
}

const decode = (part: string): string => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

function matchBranch(branch: Branch, parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [index, segment] of branch.segments.entries()) {
    if (segment.kind === 'splat') {
      params['*'] = parts.slice(index).map(decode).join('/');
      return params;
    }
    const part = parts[index];
    if (part === undefined) return null;
    if (segment.kind === 'param') params[segment.name] = decode(part);
    else if (decode(part).toLowerCase() !== segment.value) return null;
  }
  return parts.length === branch.segments.length ? params : null;
}

/** The routes, from the root down, that render `pathname`; empty when nothing matches. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] {
  const parts = pathname.split('/').filter(Boolean);
  for (const branch of branches) {
    const params = matchBranch(branch, parts);
    if (params) return branch.routes.map((route) => ({ route, params }));
  }
  return [];
}
