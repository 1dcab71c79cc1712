import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useChangedBeforeHydration } from '../../../ui/useChangedBeforeHydration';
import type { Layer, Layers } from './map-markers';

/** Keeps a layer box (each `data-layer`) the visitor cleared or ticked on the server-rendered page before React hydrated it. */
export function useLayersTickedBeforeScripts(
  setLayers: Dispatch<SetStateAction<Layers>>,
): RefObject<HTMLDivElement | null> {
  return useChangedBeforeHydration<HTMLDivElement>((toggles) => {
    const boxes = toggles.querySelectorAll<HTMLInputElement>('input[data-layer]');
    const layers = {} as Layers;
    let changed = false;
    for (const box of boxes) {
      layers[box.dataset.layer as Layer] = box.checked;
      changed ||= box.checked !== box.defaultChecked;
    }
    if (changed) setLayers(layers);
  });
}
