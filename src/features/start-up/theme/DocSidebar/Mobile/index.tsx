/**
 * The theme's mobile doc sidebar (it fills the navbar's secondary menu on phones and narrow
 * windows), replaced rather than wrapped for one detail a wrapper cannot reach: the props it hands to
 * NavbarSecondaryMenuFiller. The filler memoizes them by sorting their keys with
 * `String#localeCompare`, and the first call of localeCompare on a page loads the browser's
 * collation data: 25–70 ms on a fast machine, 90–270 ms under Lighthouse's 4× CPU slowdown, inside
 * the render that follows hydration on every phone. Here the menu arrives as a single prop, so there
 * is nothing to sort. Its items are drawn when the navbar menu is built, which is when the reader
 * reaches for the menu button (../../Navbar/MobileSidebar), not right after hydration. Everything
 * else is the theme's own: same items, classes and closing behaviour.
 */
import React, { memo, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import { NavbarSecondaryMenuFiller, ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebar/Mobile';

type Menu = Pick<Props, 'sidebar' | 'path'>;

function DocSidebarMobileSecondaryMenu({ menu: { sidebar, path } }: { menu: Menu }): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As the theme: the menu closes when the reader follows a link (a category with its own
          // page counts); opening or closing a category keeps it open.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({ sidebar, path }: Props): ReactNode {
  const menu = useMemo(() => ({ sidebar, path }), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={{ menu }} />;
}

export default memo(DocSidebarMobile);
