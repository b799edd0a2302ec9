import React, { type ReactNode } from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type { WrapperProps } from '@docusaurus/types';
import { CardDescriptionsProvider } from '../../version-props/card-descriptions';
import type { CardDescriptions } from '../../version-props/without-descriptions';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType> & { cardDescriptions?: CardDescriptions };

/** A category's index page hands its doc links' descriptions (a prop of its route) to its cards. */
export default function DocCategoryGeneratedIndexPageWrapper({ cardDescriptions, ...props }: Props): ReactNode {
  return (
    <CardDescriptionsProvider value={cardDescriptions}>
      <DocCategoryGeneratedIndexPage {...props} />
    </CardDescriptionsProvider>
  );
}
