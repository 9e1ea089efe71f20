// An island's first render, done once off the page in idle time and thrown away (PreparedComponent
// `warm`, called by client:intent once the island's code has been fetched ahead): the browser compiles
// and optimises the code the reader's first tap will run, and the engine's positions for these props
// are cached (player-model.ts). Effects never run: the tree is unmounted before the browser paints, and
// Preact skips the effects of an unmounted component; layout effects measure a box that is not on the
// page and set nothing outside it.
import { h, render } from 'preact';
import type { ComponentType } from 'preact';

export function warmUp<P extends object>(component: ComponentType<P>, props: P): void {
  const box = document.createElement('div');
  try {
    render(h(component, props), box);
  } catch {
    // a render that throws here will say so when the island hydrates, where the reader sees it
  } finally {
    render(null, box);
  }
}
