import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './site-shell.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element: jumps over the header and menus to the page's main landmark. */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus instead of following the fragment, which the router would treat as a navigation.
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
