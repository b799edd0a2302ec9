/**
 * Renders `:fact[id]` — the shared facts of src/data/shared-facts.ts — as the value of the page's
 * docs version: text directives in prose and tables become text; the same token written where
 * Markdown does not parse directives (inline code, code blocks, link addresses, right after another
 * colon as in `localhost::fact[port.http]`) is replaced as a string. Runs before Docusaurus's own remark plugins, so heading ids and the
 * table of contents see the value, and no "unused directive" warning is left.
 */
import path from 'node:path';
import { visit, SKIP } from 'unist-util-visit';
import type { Node, Parent } from 'unist';
import { LATEST_VERSION } from '../../../config/versions';
import { requiredFactValue, substituteFacts } from '../../data/shared-facts';

interface DirectiveNode extends Parent {
  type: 'textDirective';
  name: string;
  children: Array<Node & { value?: string }>;
}

/** The docs version a Markdown file belongs to: versioned_docs/version-X/… → X, docs/… → the latest. */
export function docsVersionOfFile(file: string): string {
  const m = file
    .split(path.sep)
    .join('/')
    .match(/\/versioned_docs\/version-([^/]+)\//);
  return m ? m[1] : LATEST_VERSION;
}

export default function remarkSharedFacts() {
  return (tree: Node, vfile: { path?: string }) => {
    const file = vfile.path ?? 'a page';
    const version = docsVersionOfFile(file);
    visit(tree, (node: Node, index, parent: Parent | undefined) => {
      if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'text') {
        const n = node as Node & { value: string };
        n.value = substituteFacts(n.value, version, file);
        return;
      }
      if (node.type === 'link' || node.type === 'definition') {
        const n = node as Node & { url: string };
        n.url = substituteFacts(n.url, version, file);
      }
      if (node.type !== 'textDirective' || (node as DirectiveNode).name !== 'fact' || !parent || index === undefined) return;
      const id = (node as DirectiveNode).children
        .map((c) => c.value ?? '')
        .join('')
        .trim();
      const value = requiredFactValue(id, version, file);
      // Join the value with the text around it, so a sentence stays one text node (as if typed).
      const siblings = parent.children as Array<Node & { value?: string }>;
      const before = siblings[index - 1];
      const after = siblings[index + 1];
      const joinBefore = before?.type === 'text';
      const joinAfter = after?.type === 'text';
      const text = `${joinBefore ? before.value : ''}${value}${joinAfter ? substituteFacts(after.value ?? '', version, file) : ''}`;
      const start = joinBefore ? index - 1 : index;
      siblings.splice(start, 1 + Number(joinBefore) + Number(joinAfter), { type: 'text', value: text } as Node);
      return [SKIP, start];
    });
  };
}
