import React, { useEffect, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { SearchedPart } from './useSearchedPart';
import styles from './styles.module.css';

/**
 * Under the box, while its text is longer than the search reads: how many characters of it are
 * searched. The box keeps the whole text the reader typed or pasted; the search reads its first
 * part. The hint describes the box's input (`aria-describedby`, set on the input while the hint is
 * shown) and is announced as it appears (a status region that is always there).
 */
export default function SearchedPartHint({ id, part }: { id: string; part: SearchedPart | null }): ReactNode {
  useEffect(() => {
    if (!part) return undefined;
    const { input } = part;
    const before = input.getAttribute('aria-describedby');
    input.setAttribute('aria-describedby', before ? `${before} ${id}` : id);
    return () => {
      const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((each) => each && each !== id);
      if (ids.length > 0) input.setAttribute('aria-describedby', ids.join(' '));
      else input.removeAttribute('aria-describedby');
    };
  }, [id, part]);
  return (
    <div role="status" className={styles.searchedPartAnchor}>
      {part && (
        <p id={id} className={styles.searchedPart}>
          {translate(
            {
              id: 'fluxmq.search.searchedPart',
              message: '查询过长，只搜索前 {count} 个字符',
              description: 'Under the navbar search box when its text is longer than the search reads',
            },
            { count: part.characters },
          )}
        </p>
      )}
    </div>
  );
}
