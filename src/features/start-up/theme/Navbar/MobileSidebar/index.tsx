import React, { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

/** The navbar's menu button (the theme's Navbar/MobileSidebar/Toggle). */
const MENU_BUTTON = '.navbar__toggle';

/**
 * Wraps the theme's phone menu so that it is built when the reader reaches for the menu button, not
 * as the page starts. The theme builds the whole menu (every navbar item and its links) right after
 * hydration on a phone, although it is closed: that was much of the longest task of a doc page's
 * start-up on a throttled phone (bench/HISTORY.md). Now a pointer press on the menu button, or
 * keyboard focus on it, builds the menu, still closed, a moment before the click opens it, so it
 * slides in as before. If the menu is opened some other way first, it is built then.
 */
export default function MobileSidebarWrapper(props: ComponentProps<typeof MobileSidebar>): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) setWanted(true);
    };
    document.addEventListener('pointerdown', onIntent, true);
    document.addEventListener('focusin', onIntent, true);
    return () => {
      document.removeEventListener('pointerdown', onIntent, true);
      document.removeEventListener('focusin', onIntent, true);
    };
  }, [wanted]);
  return wanted || shown ? <MobileSidebar {...props} /> : null;
}
