import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { KeyRow } from '@site/src/features/config-key-links/rows';
import KeyNameCell from '@site/src/features/config-key-links/KeyNameCell';
import { anchorOfHash } from '@site/src/features/config-key-links/hash';
import linkStyles from '@site/src/features/config-key-links/styles.module.css';
import phoneCards from '@site/src/features/wide-tables/phone-cards.module.css';

interface Props {
  rows: readonly KeyRow[];
  /** Show the 类型 column (the config pages do; the quick reference leaves it out). */
  withType?: boolean;
}

/** The table markup shared by a config page's key table and the 配置速查 page. */
export default function KeysTable({ rows, withType = false }: Props): ReactNode {
  // Each row's anchor is a link target: the build's anchor check knows it, and the row the address names is marked.
  const brokenLinks = useBrokenLinks();
  for (const k of rows) brokenLinks.collectAnchor(k.anchor);
  // (After hydration: the server's HTML knows no hash; until then the browser's :target marks the row.)
  const hash = useLocation().hash;
  const targeted = useIsBrowser() ? anchorOfHash(hash) : '';
  return (
    <table className={`config-keys ${phoneCards.cards}`} tabIndex={0}>
      <thead>
        <tr>
          <th>配置项</th>
          {withType && <th>类型</th>}
          <th>默认值</th>
          <th>说明</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((k, i) => (
          // A page's tables may share a key name (e.g. the same key under two storage types).
          <tr
            key={`${i}-${k.key}`}
            id={k.anchor}
            hidden={k.hidden}
            className={clsx(linkStyles.keyRow, k.anchor === targeted && linkStyles.targeted)}>
            <td>
              <KeyNameCell name={k.key} anchor={k.anchor} badge={k.badge} />
            </td>
            {withType && <td data-label="类型">{k.type}</td>}
            <td data-label="默认值">{k.default}</td>
            <td>{k.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
