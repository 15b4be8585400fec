import { useMediaQuery } from '@mantine/hooks';
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import classes from './site-shell.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface SiteShellProps {
  children: ReactNode;
  /** Desktop side navigation; on phones it moves into a drawer opened by `menuButton`. */
  sidebar?: ReactNode;
  menuButton?: ReactNode;
  innerBar?: ReactNode;
  /** Overlays that live outside the landmarks (drawer, consent banner). */
  extras?: ReactNode;
  /** The signed-in app's one-line footer, or the public pages' full one. */
  footer?: 'full' | 'slim';
}

/** Skip link, fixed header, optional side navigation, main landmark and footer. */
export function SiteShell({
  children,
  sidebar,
  menuButton,
  innerBar,
  extras,
  footer = 'full',
}: SiteShellProps) {
  // Below Mantine's md breakpoint the menu lives in the drawer: a phone never builds the side
  // navigation it would not show (two fifths of a signed-in page's elements).
  const wide = useMediaQuery('(min-width: 62em)', undefined, { getInitialValueInEffect: false });
  const headerHeight = innerBar
    ? 'calc(var(--top-bar-height) + var(--inner-bar-height))'
    : 'var(--top-bar-height)';
  return (
    <div className={classes.shell} style={{ '--shell-header-height': headerHeight } as CSSProperties}>
      <SkipLink />
      <SiteHeader menuButton={menuButton} innerBar={innerBar} contained={!sidebar} />
      <div className={classes.body}>
        {sidebar && wide && <div className={classes.sidebar}>{sidebar}</div>}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {/* A page waiting on its data or texts keeps the header and footer around it. */}
          <Suspense fallback={<PageLoader />}>{children}</Suspense>
        </main>
      </div>
      <SiteFooter variant={footer} />
      {extras}
    </div>
  );
}
