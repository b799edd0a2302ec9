import { useCallback, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type OriginalSearchBar from '@theme-original/SearchBar';
import { loadPluginBox } from './plugin-box-module';

type Props = ComponentProps<typeof OriginalSearchBar>;

/**
 * The plugin's box, loaded when the reader reaches for the box (`reach`), and `Box` once it has
 * taken the server's box's place. The swap is one task: the render, the commit and the effects of
 * the swap run synchronously (a sync update: flushSync), then `handOver` gives the plugin's box what
 * the reader typed, the caret and the focus (./useHandOver.ts). No event of the reader — a
 * keystroke, a caret move, a paste — can fall between the server's box leaving and the plugin's box
 * having all of it.
 *
 * The swap waits for `canSwap`, and never happens in the middle of an IME composition
 * (`setComposing`): it happens at the next reach for the box (a gesture calls `reach` again) or
 * when the composition ends. A chunk that failed to load (start-up's chunk-load recovery reports
 * it): the next gesture tries again.
 */
export function usePluginBox({ canSwap, handOver }: { canSwap: () => boolean; handOver: () => void }): {
  Box: ComponentType<Props> | null;
  reach: () => void;
  setComposing: (composing: boolean) => void;
} {
  const [Box, setBox] = useState<ComponentType<Props> | null>(null);
  const loading = useRef(false);
  const composing = useRef(false);
  const loaded = useRef<ComponentType<Props> | null>(null);
  const swapped = useRef(false);
  const conditions = useRef({ canSwap, handOver });
  // eslint-disable-next-line react-hooks/refs -- the latest conditions, read by the swap when the box's code arrives
  conditions.current = { canSwap, handOver };

  const swap = useCallback(() => {
    const component = loaded.current;
    if (!component || swapped.current || composing.current || !conditions.current.canSwap()) return;
    swapped.current = true;
    flushSync(() => setBox(() => component));
    conditions.current.handOver();
  }, []);

  const reach = useCallback(() => {
    if (loaded.current) {
      swap();
      return;
    }
    if (loading.current) return;
    loading.current = true;
    loadPluginBox().then(
      (module) => {
        loaded.current = module.default;
        swap();
      },
      () => {
        loading.current = false;
      },
    );
  }, [swap]);

  const setComposing = useCallback(
    (now: boolean) => {
      composing.current = now;
      if (!now) swap();
    },
    [swap],
  );

  return { Box, reach, setComposing };
}
