// The site has no @types/react-dom; the navbar box uses one function of React DOM 18
// (./usePluginBox.ts), typed as React DOM defines it.
declare module 'react-dom' {
  export function flushSync<R>(fn: () => R): R;
}
