import { type ReactNode, Suspense, startTransition, useEffect, useRef, useState } from 'react';

interface RenderWhenNearProps {
  children: ReactNode;
  /** The room the content will take, reserved so that nothing moves when it arrives. */
  minHeight: number | string;
}

/**
 * Renders its content once it comes near the screen: a section below the fold (the tiers under
 * the sign-in form on a phone) neither fetches nor renders while the page the visitor sees loads.
 * Lazy content (React.lazy) loads its code then too. Its heading stays outside, so keyboard and screen-reader users reach it and bring it in.
 */
export function RenderWhenNear({ children, minHeight }: RenderWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !placeholder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: '200px' },
    );
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [near]);

  const room = <div ref={placeholder} style={{ minHeight }} />;
  // Lazy content keeps the room while its code arrives.
  return near ? <Suspense fallback={room}>{children}</Suspense> : room;
}
