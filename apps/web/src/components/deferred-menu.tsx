import { type ComponentType, type ReactElement, Suspense, useState } from 'react';
import { useIdle } from '../lib/use-idle';

/** The lazily loaded part of a deferred menu: Mantine's Menu around `target`. */
export interface MenuPopupProps {
  target: ReactElement;
  /** Opened at once: the trigger was used before the popup's code had arrived. */
  defaultOpened: boolean;
}

interface DeferredMenuProps {
  /** The trigger, drawn at once; `onClick` is set only until the popup has loaded. */
  renderTarget: (props: { onClick?: () => void }) => ReactElement;
  /** A `React.lazy` component: Menu, Popover and floating-ui (~20 KB) stay off the first load. */
  popup: ComponentType<MenuPopupProps>;
}

/**
 * A header menu whose trigger shows with the page and whose popup loads when the browser is idle,
 * or at once if the trigger is used first. The trigger looks the same throughout, so nothing moves.
 */
export function DeferredMenu({ renderTarget, popup: Popup }: DeferredMenuProps) {
  const idle = useIdle();
  const [openRequested, setOpenRequested] = useState(false);
  const waiting = renderTarget({ onClick: () => setOpenRequested(true) });
  if (!idle && !openRequested) return waiting;
  return (
    <Suspense fallback={waiting}>
      <Popup target={renderTarget({})} defaultOpened={openRequested} />
    </Suspense>
  );
}
