import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import type { Props } from '@theme/TabItem';
import styles from './styles.module.css';

/**
 * Replaces the theme's TabItem (the same panel, with the same class and styles) to tie the panel to
 * its tab: the id and aria-controls that ../Tabs gives the tab make this panel's id and
 * aria-labelledby.
 */
export default function TabItem({ children, hidden, className, attributes }: Props): ReactNode {
  const tabId = attributes?.id;
  const panelId = attributes?.['aria-controls'];
  return (
    <div
      role="tabpanel"
      id={typeof panelId === 'string' ? panelId : undefined}
      aria-labelledby={typeof tabId === 'string' ? tabId : undefined}
      className={clsx(styles.tabItem, className)}
      hidden={hidden}>
      {children}
    </div>
  );
}
