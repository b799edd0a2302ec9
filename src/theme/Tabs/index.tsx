import React, { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import Tabs from '@theme-original/Tabs';
import type { Props } from '@theme/Tabs';
import type { Props as TabItemProps } from '@theme/TabItem';

type Attributes = TabItemProps['attributes'];

function isTabItem(child: unknown): child is ReactElement<TabItemProps> {
  return isValidElement(child) && typeof child.props === 'object' && child.props !== null && 'value' in child.props;
}

/**
 * Wraps the theme's Tabs so each tab names the panel it shows (aria-controls) and each panel the tab
 * that labels it (aria-labelledby, in ../TabItem). The theme's tabs and panels had no such link: a
 * screen reader could not go from a tab to its content, and the HTML checker reports every selected
 * tab without its panel as an error. The theme's Tabs puts each TabItem's `attributes` on its tab,
 * so the ids travel there; React's useId keeps them the same on the server and in the browser.
 */
export default function TabsWithPanels(props: Props): ReactNode {
  const base = useId();
  const order =
    props.values?.map((tab) => tab.value) ??
    Children.toArray(props.children).flatMap((child) => (isTabItem(child) ? [child.props.value] : []));
  const withIds = (value: string, attributes: Attributes): Attributes => {
    const index = order.indexOf(value);
    if (index < 0) return attributes;
    // An id the author gave the tab (or its panel) is kept.
    return { id: `${base}tab-${index}`, 'aria-controls': `${base}panel-${index}`, ...attributes };
  };
  const children = Children.map(props.children, (child) =>
    isTabItem(child) ? cloneElement(child, { attributes: withIds(child.props.value, child.props.attributes) }) : child,
  );
  const values = props.values?.map((tab) => ({ ...tab, attributes: withIds(tab.value, tab.attributes) }));
  return (
    <Tabs {...props} values={values}>
      {children}
    </Tabs>
  );
}
