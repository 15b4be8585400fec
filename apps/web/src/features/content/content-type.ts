import type { ContentType, Feature } from '@acorn/contracts';
import type { ComponentType } from 'react';
import type { ContentMenuLink } from '../navigation';
import type { ContentEntity } from './form/entity-fields';

/**
 * One content type on the web, defined once in its feature's `content-type.ts`: the router, the
 * create bar, the entity registry, the menu and the translation namespaces all read it
 * (docs/ARCHITECTURE.md, Adding a content type). The router keeps it in the first chunk, so it
 * is plain data that imports no page or form: they are imported when first needed. What the API
 * knows of a type too (its tier feature, its item page) it reads from the type's shared
 * descriptor (the contracts' CONTENT_TYPE_DESCRIPTORS), never a copy.
 */
export interface ContentTypeDescriptor {
  /** The feature's name: its folder, and its translation namespace under public/assets/i18n. */
  name: string;
  /** What the form engine creates and edits (/create/{entity}), in the create bar's order. */
  entities: readonly [EntityEntry, ...EntityEntry[]];
  /** The type's pages, each matched by the router at its path. */
  pages: readonly ContentPageRoute[];
  /** The type's links in a participant's menu, each put among the others by its `position`. */
  menu: readonly TypeMenuLink[];
}

/** A type's menu link, opened by the type's tier feature unless it names another (a company's publications). */
type TypeMenuLink = Omit<ContentMenuLink, 'feature'> & { feature?: Feature };

/** An entity the form engine creates and edits, its form loaded with the page that shows it. */
export interface EntityEntry {
  /**
   * Its content type, also its name in /create/{entity} and /edit/{entity}/{id} and under
   * `content:entities`; the type's shared descriptor gives the tier feature that opens its form.
   */
  name: ContentType;
  load: () => Promise<ContentEntity>;
}

export interface ContentPageRoute {
  /** The router's pattern (`/post/:id`). */
  path: string;
  /** The page module, imported when the route is first visited: its own chunk. */
  page: () => Promise<ComponentType>;
  /** Namespaces the page reads besides `content` and the type's own. */
  reads?: readonly string[];
  /**
   * Signed-out visitors: 'read' the page itself (the blog); get the shared link's 'preview' (the
   * share feature's page of the type). Without it, the page is for participants only.
   */
  visitors?: 'read' | 'preview';
}
