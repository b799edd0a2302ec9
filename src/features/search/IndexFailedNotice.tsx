import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';

/**
 * The search index did not load (no network). The local-search plugin's worker keeps that answer,
 * so trying again means loading the page again. Shown by the navbar box and by the search page.
 */
export default function IndexFailedNotice({ className, buttonClassName }: { className?: string; buttonClassName?: string }): ReactNode {
  return (
    <div role="alert" className={className}>
      <p>{translate({ id: 'fluxmq.search.indexFailed', message: '搜索索引加载失败，请检查网络连接后重试。' })}</p>
      <button type="button" className={clsx('button button--primary', buttonClassName)} onClick={() => window.location.reload()}>
        {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
      </button>
    </div>
  );
}
