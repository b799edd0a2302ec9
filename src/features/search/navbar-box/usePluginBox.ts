import { useCallback, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type OriginalSearchBar from '@theme-original/SearchBar';
import { loadPluginBox } from './plugin-box-module';

type Props = ComponentProps<typeof OriginalSearchBar>;

/**
 * The plugin's box, loaded when the reader reaches for the box (`reach`), and `Box` once it is
 * there. The box takes the server's box's place in one task: the render, the commit, the layout
 * and the passive effects of the swap all run synchronously (a sync update: flushSync), so no event
 * of the reader — a keystroke, a caret move, a paste — falls between the server's box leaving and
 * the plugin's box having the text and the focus (./useHandOver.ts).
 *
 * Never in the middle of an IME composition (`setComposing`): the box is swapped when it ends.
 * A chunk that failed to load (start-up's chunk-load recovery reports it): the next gesture tries
 * again.
 */
export function usePluginBox(): { Box: ComponentType<Props> | null; reach: () => void; setComposing: (composing: boolean) => void } {
  const [Box, setBox] = useState<ComponentType<Props> | null>(null);
  const loading = useRef(false);
  const composing = useRef(false);
  const loaded = useRef<ComponentType<Props> | null>(null);
  const swapped = useRef(false);

  const swap = useCallback(() => {
    const component = loaded.current;
    if (!component || composing.current || swapped.current) return;
    swapped.current = true;
    flushSync(() => setBox(() => component));
  }, []);

  const reach = useCallback(() => {
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
