// "Skip to content": the first tab stop of every signed-in page, shown only when focused. It moves
// focus to the screen's title (ScreenTitle), or to the main region while a screen has none yet,
// so keyboard users pass the header and the navigation's 40-odd links in one key.
import type { MouseEvent } from 'react';
import { focusScreenTitle } from './ScreenTitle';
import classes from './SkipToContent.module.css';

export const MAIN_ID = 'main-content';

export function SkipToContent() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (focusScreenTitle()) return;
    const main = document.getElementById(MAIN_ID);
    main?.setAttribute('tabindex', '-1');
    main?.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className={classes.skip} onClick={skip}>
      Skip to content
    </a>
  );
}
