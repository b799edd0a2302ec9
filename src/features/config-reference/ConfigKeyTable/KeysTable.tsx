import React, { type ReactNode } from 'react';
import type { ConfigKey } from '@site/src/data/config-keys';
import styles from './KeysTable.module.css';

interface Props {
  rows: readonly ConfigKey[];
  /** Show the 类型 column (the config pages do; the quick reference leaves it out). */
  withType?: boolean;
}

/** The table markup shared by a config page's key table and the 配置速查 page. */
export default function KeysTable({ rows, withType = false }: Props): ReactNode {
  return (
    <table className={`config-keys ${styles.table}`} tabIndex={0}>
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
          <tr key={`${i}-${k.key}`}>
            <td>
              <code>{k.key}</code>
            </td>
            {withType && (
              <td data-label="类型">
                {k.type}
              </td>
            )}
            <td data-label="默认值">
              {k.default}
            </td>
            <td>{k.meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
