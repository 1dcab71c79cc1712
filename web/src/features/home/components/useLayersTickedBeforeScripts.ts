import { useLayoutEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
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

/**
 * Keeps a box the visitor cleared or ticked on the server-rendered page before React hydrated it (a slow phone shows
 * the page seconds before): React hydrates the box with the page's value as already seen, so the tap fires no change
 * and React would set the box back. Read once the section is on the page, before the browser paints it.
 */
export function useLayersTickedBeforeScripts(
  setLayers: Dispatch<SetStateAction<Layers>>,
): RefObject<HTMLDivElement | null> {
  const toggles = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!toggles.current) return;
    const onPage = layersOnPage(toggles.current);
    setLayers((layers) => (sameLayers(layers, onPage) ? layers : onPage));
  }, [setLayers]);
  return toggles;
}
