/**
 * The sidebar's doc link, drawn again only when what it shows changes (../../../sidebar-redraws.ts
 * says why: each drawing of a link leaked an IntersectionObserver).
 */
import React, { memo, type ComponentProps, type ReactNode } from 'react';
import DocSidebarItemLink from '@theme-init/DocSidebarItem/Link';
import { drawnTheSame, useStableItemClick } from '../../../sidebar-redraws';

type Props = ComponentProps<typeof DocSidebarItemLink>;

const SidebarLink = memo(DocSidebarItemLink, drawnTheSame);

export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  return <SidebarLink {...props} onItemClick={useStableItemClick(props.onItemClick)} />;
}
