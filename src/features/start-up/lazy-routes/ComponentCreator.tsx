import React, { type ComponentType } from 'react';
import OriginalComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type RouteComponent = ReturnType<typeof OriginalComponentCreator>;
type LazyRouteComponent = ComponentType<Record<string, unknown>> & { preload: () => Promise<unknown> };

/**
 * Docusaurus's ComponentCreator, called when the route is first preloaded or rendered rather than
 * when the route table is built (./index.ts). Preloading (before hydration and on navigation) and
 * rendering reach the same react-loadable component as before; it is only made later.
 */
export default function ComponentCreator(path: string, hash: string): LazyRouteComponent {
  let component: RouteComponent | undefined;
  const get = (): RouteComponent => (component ??= OriginalComponentCreator(path, hash));
  function LazyRoute(props: Record<string, unknown>) {
    const Component = get() as ComponentType<Record<string, unknown>>;
    return <Component {...props} />;
  }
  LazyRoute.preload = () => (get() as unknown as { preload: () => Promise<unknown> }).preload();
  return LazyRoute;
}
