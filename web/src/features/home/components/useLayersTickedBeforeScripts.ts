import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useChangedBeforeHydration } from '../../../ui/useChangedBeforeHydration';
import { ALL_LAYERS, type Layer, type Layers } from './map-markers';

/** The layers as the boxes in `toggles` (each `data-layer`) show them. */
export function layersOnPage(toggles: HTMLElement): Layers {
  const layers = { ...ALL_LAYERS };
  for (const box of toggles.querySelectorAll<HTMLInputElement>('input[data-layer]'))
    layers[box.dataset.layer as Layer] = box.checked;
  return layers;
}

function sameLayers(a: Layers, b: Layers): boolean {
  return (Object.keys(a) as Layer[]).every((layer) => a[layer] === b[layer]);
}

/** Keeps a layer box the visitor cleared or ticked on the server-rendered page before React hydrated it. */
export function useLayersTickedBeforeScripts(
  setLayers: Dispatch<SetStateAction<Layers>>,
): RefObject<HTMLDivElement | null> {
  return useChangedBeforeHydration<HTMLDivElement>((toggles) => {
    const onPage = layersOnPage(toggles);
    setLayers((layers) => (sameLayers(layers, onPage) ? layers : onPage));
  });
}
