/**
 * Docusaurus's browser context (core/lib/client/browserContext.js: `useIsBrowser()` is false while
 * the page hydrates, true right after), with one change: the switch to true is a transition.
 *
 * The switch re-renders every component that reads the flag: the sidebar's categories (with their
 * links), tabs, code blocks, the colour-mode toggle. Set from an effect, as the original does, that
 * render gets React's default priority, which it does not split: one task of ~30 ms on this machine
 * (~120 ms on a phone-class CPU) right after hydration, all of it Total Blocking Time. As a
 * transition, React renders it in slices of a few milliseconds and lets the reader's input in
 * between; what is rendered, and in what order, is the same.
 */
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
