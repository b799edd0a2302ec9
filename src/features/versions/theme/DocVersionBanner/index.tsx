import React, { type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import DocVersionBanner from '@theme-init/DocVersionBanner';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { useDocsVersion, useLatestVersion } from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

/** The doc id of the 「版本变化」 page (src/features/version-changes). */
const VERSION_CHANGES_DOC = 'version-changes';

/**
 * Under an older version's banner, a link to the latest version's 「版本变化」 page, which lists what
 * every upgrade since this version changed. Nothing when the version has no banner, or the latest
 * version lacks the page.
 */
function VersionChangesLink(): ReactNode {
  const version = useDocsVersion();
  const latest = useLatestVersion(version.pluginId);
  const target = latest.docs.find((d) => d.id === VERSION_CHANGES_DOC);
  if (!version.banner || !target) return null;
  return (
    <p className={styles.changesLink}>
      {version.label} 之后的版本改了哪些配置项和页面、升级时要做什么：<Link to={target.path}>查看版本变化</Link>
    </p>
  );
}

/**
 * Wraps the older-version banner so that its link to the latest version keeps the reader's place,
 * as the version dropdown does: /2.0.18/config/store#备份与恢复 leads to /config/store#备份与恢复 (the
 * theme's link drops ?search#hash). Only a plain left click on a same-site link is taken over, and
 * only when there is a place to carry; the link's own handler still runs and saves the preferred
 * version (it sees the click already handled and does not navigate a second time), then this
 * wrapper navigates. Below the banner, a link to the latest 「版本变化」 page (not one that keeps the place).
 */
export default function DocVersionBannerWrapper(props: ComponentProps<typeof DocVersionBanner>): ReactNode {
  const history = useHistory();
  const { search, hash } = useLocation();
  const place = `${search}${hash}`;

  function keepPlace(event: MouseEvent<HTMLDivElement>) {
    if (!place || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.origin !== window.location.origin) return;
    event.preventDefault();
    // After the click has been dispatched: navigating now could let React commit the new page (its
    // chunks already prefetched) between this capture listener and the bubbling one, removing the
    // banner before the link's own handler has saved the preferred version.
    const to = `${link.pathname}${place}`;
    window.setTimeout(() => history.push(to), 0);
  }

  return (
    <>
      <div onClickCapture={keepPlace}>
        <DocVersionBanner {...props} />
      </div>
      <VersionChangesLink />
    </>
  );
}
