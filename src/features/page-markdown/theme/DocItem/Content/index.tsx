/**
 * The theme's doc content, wrapped (not replaced): the page's Markdown actions (「查看 Markdown」,
 * 「复制为 Markdown」, ../../../PageMarkdownActions.tsx) go above the title. Only doc pages render this
 * component, so category index pages get no actions (they have no Markdown copy).
 */
import React, { type ReactNode } from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import PageMarkdownActions from '../../../PageMarkdownActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMarkdownActions />
      <Content {...props} />
    </>
  );
}
