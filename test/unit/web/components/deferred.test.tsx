// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredLazy } from '../../../../web/src/lib/deferred';

/** Stands in for the browser's IntersectionObserver: the test says when the slot comes near the viewport. */
let intersect: (() => void) | undefined;
class FakeObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    intersect = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {
    intersect = undefined;
  }
}
vi.stubGlobal('IntersectionObserver', FakeObserver);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** A server-rendered page with a deferred button, hydrated: the button's code comes from `importer`. */
async function hydrateWithDeferredButton(onClick: () => void) {
  const importer = vi.fn(async () => (await Promise.resolve(), ({ label }: { label: string }) => <button onClick={onClick}>{label}</button>));
  const { Component, useSlot } = deferredLazy(importer);
  function Page() {
    const slot = useSlot<HTMLDivElement>();
    return (
      <div ref={slot} id="slot">
        <Suspense fallback={<p>Loading</p>}>
          <Component label="Go" />
        </Suspense>
      </div>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = '<div id="slot"><!--$--><button>Go</button><!--/$--></div>';
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  return { importer, button: container.querySelector('button')!, container };
}

const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));

describe('deferredLazy', () => {
  it("keeps the server's HTML and fetches no code until the slot nears the viewport, then hydrates it", async () => {
    const onClick = vi.fn();
    const { importer, button, container } = await hydrateWithDeferredButton(onClick);
    await settle();
    expect(importer).not.toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(button);
    expect(container.textContent).toBe('Go');

    await act(async () => intersect?.());
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same element, now with React's handler.
    expect(container.querySelector('button')).toBe(button);
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('holds a click that comes before the code, and repeats it once the part is hydrated', async () => {
    const onClick = vi.fn();
    const { importer, button } = await hydrateWithDeferredButton(onClick);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void button.dispatchEvent(event));
    // Held: the browser's own action is stopped, and the code is on its way.
    expect(event.defaultPrevented).toBe(true);
    expect(onClick).not.toHaveBeenCalled();
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    // Hydrated in place, and the click done again.
    expect(document.querySelector('button')).toBe(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
