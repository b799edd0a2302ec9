import React, { type ReactNode } from 'react';
import Loading from '@theme-init/Loading';
import type LoadingType from '@theme/Loading';
import type { WrapperProps } from '@docusaurus/types';
import Translate, { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof LoadingType>;

/**
 * Wraps the framework's Loading component: its error state (a page chunk failed to load) shows
 * English text in every locale, so render it with the framework's zh-Hans "try again" label.
 * The loading spinner is the framework's own.
 */
export default function LoadingWrapper(props: Props): ReactNode {
  if (!props.error) return <Loading {...props} />;
  return (
    <div role="alert" className="chunk-load-error container margin-vert--xl">
      <p>
        {translate({ id: 'fluxmq.loading.failed', message: '页面加载失败：' })}
        {String(props.error)}
      </p>
      <button type="button" className="button button--primary" onClick={props.retry}>
        <Translate id="theme.ErrorPageContent.tryAgain">Try again</Translate>
      </button>
    </div>
  );
}
