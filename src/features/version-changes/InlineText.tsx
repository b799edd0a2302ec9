/**
 * An upgrade note's text: plain text, inline code and links to doc ids, each link resolved to the
 * page in the version the reader is looking at (`pathOf`; a doc that version lacks stays plain text).
 * 「版本变化」 and 配置检查's upgrade mode render the notes with it.
 */
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { Inline } from './upgrade-notes';

export function InlineText({ parts, pathOf }: { parts: readonly Inline[]; pathOf: (docId: string) => string | undefined }): ReactNode {
  return (
    <>
      {parts.map((part, i) => {
        if (typeof part === 'string') return <React.Fragment key={i}>{part}</React.Fragment>;
        if ('code' in part) return <code key={i}>{part.code}</code>;
        const href = pathOf(part.doc);
        return href ? (
          <Link key={i} to={href}>
            {part.label}
          </Link>
        ) : (
          <React.Fragment key={i}>{part.label}</React.Fragment>
        );
      })}
    </>
  );
}
