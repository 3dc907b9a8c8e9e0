import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup } from '../../../web/src/app/ssr/render-markup';

/** A lazily loaded component whose code arrives after `delayMs`, as on a cold render container. */
function slowComponent(delayMs: number, text: string) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { default: () => createElement('b', null, text) };
  });
}

const neverLoads = lazy(() => new Promise<{ default: () => null }>(() => undefined));

const page = (Content: ComponentType) => createElement('main', null, 'Listing', createElement(Suspense, { fallback: createElement('i', null, 'Loading') }, createElement(Content)));

describe('renderMarkup', () => {
  it('renders a lazily loaded component whose code was still loading, instead of its fallback', async () => {
    const html = await renderMarkup(page(slowComponent(5, 'Ask the seller')));
    expect(html).toContain('<b>Ask the seller</b>');
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('Loading');
  });

  it('gives up after a few renders and leaves a component that never loads to the browser', async () => {
    const html = await renderMarkup(page(neverLoads));
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('<i>Loading</i>');
  });
});
