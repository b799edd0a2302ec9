import React, { type ReactNode } from 'react';
import DocCard from '@theme-init/DocCard';
import type DocCardType from '@theme/DocCard';
import type { WrapperProps } from '@docusaurus/types';
import { useCardDescription } from '../../version-props/card-descriptions';

type Props = WrapperProps<typeof DocCardType>;

/**
 * A doc link's card takes its description from the category index page it is on: the version's
 * props, where the theme looks for it, no longer carry the docs' descriptions
 * (start-up/version-props/without-descriptions.ts).
 */
export default function DocCardWrapper({ item }: Props): ReactNode {
  const description = useCardDescription(item.type === 'link' ? item.docId : undefined);
  return <DocCard item={description && item.type === 'link' && !item.description ? { ...item, description } : item} />;
}
