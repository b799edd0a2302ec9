/**
 * A sidebar category, drawn again (with its items) only when what it shows changes: a category that
 * holds the page being read neither before nor after a move draws its items the same
 * (../../../sidebar-redraws.ts says why: each drawing of a link leaked an IntersectionObserver).
 */
import React, { memo, type ComponentProps, type ReactNode } from 'react';
import DocSidebarItemCategory from '@theme-init/DocSidebarItem/Category';
import { drawnTheSame, useStableItemClick } from '../../../sidebar-redraws';

type Props = ComponentProps<typeof DocSidebarItemCategory>;

const SidebarCategory = memo(DocSidebarItemCategory, drawnTheSame);

export default function DocSidebarItemCategoryWrapper(props: Props): ReactNode {
  return <SidebarCategory {...props} onItemClick={useStableItemClick(props.onItemClick)} />;
}
