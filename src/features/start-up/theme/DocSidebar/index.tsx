/**
 * The theme's doc sidebar switch, replaced for one change: the desktop sidebar stays rendered on
 * phones. The page's HTML always carries it (the server cannot know the window's size), and below
 * 997 px its container is hidden by the theme's CSS; the theme removed it from the page right after
 * hydration on every phone, a DOM deletion of the whole sidebar in the first render after hydration
 * (~50 ms under 4× CPU slowdown). Kept, it costs nothing: it is already there, and hidden. The
 * mobile sidebar (the navbar menu's doc panel) is added on phones as before.
 */
import React, { type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
