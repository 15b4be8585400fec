import { type ComponentType, createContext, useContext } from 'react';

/** What a route tells the signed-in shell's second bar (content-community spec §2, Layouts). */
export interface RouteHandle {
  /**
   * Focused chrome for a task that must be finished first (the registration wizards): logo,
   * language and account menu, no product menu.
   */
  focused?: boolean;
  /** `false` hides the bar (e.g. /welcome); otherwise it shows the back button and these extras. */
  innerBar?:
    | false
    | {
        /** Shows the 'Explore' title. */
        explore?: boolean;
        /** The 'Create ...' bar: one button per entity type the user may create; every page has it. */
        createBar?: ComponentType;
      };
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null;

/** The handles of the routes that match the current address, outermost first (AppRoutes provides them). */
export const RouteHandlesContext = createContext<readonly unknown[]>([]);

/** What the matched routes tell the shell, read by the layouts above the page. */
export const useRouteHandles = (): readonly RouteHandle[] =>
  useContext(RouteHandlesContext).filter(isRouteHandle);
