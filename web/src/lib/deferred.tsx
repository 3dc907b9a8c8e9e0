import { lazy, useEffect, useRef, type ComponentType, type RefObject } from 'react';

/** The events that show the visitor is about to use a deferred part: they load its code at once. */
const INTENT_EVENTS = ['pointerdown', 'pointerover', 'focusin', 'touchstart', 'keydown'] as const;
/** The events that would act on a part whose code has not arrived: held, and repeated once it has been hydrated. */
const ACTION_EVENTS = ['click', 'submit'] as const;

export interface SlotOptions {
  /** How near the viewport the slot loads: 400px above or below it unless told. */
  margin?: string;
  /** Only when the visitor points at, touches or focuses it (a button whose code is large and seldom used). */
  onlyOnIntent?: boolean;
}

export interface DeferredComponent<Props extends object> {
  /** Render it inside a Suspense boundary within the element that `useSlot` gives a ref for. */
  Component: ComponentType<Props>;
  /** Fetches the code now (for a part that is about to be shown). */
  load: () => void;
  /** A ref for the element that holds the component: it loads when that element nears the viewport (unless onlyOnIntent) or is used. */
  useSlot: <Element extends HTMLElement>(options?: SlotOptions) => RefObject<Element | null>;
}

/**
 * A lazily loaded component whose code the browser fetches only when it is
 * needed: a form below the fold, a section the visitor has not scrolled to.
 * The server renders it in full (its render does not wait), and on a
 * server-rendered page its HTML stays on screen, as the server wrote it, until
 * the code arrives and React hydrates it. The code is fetched once the slot
 * comes within `margin` (400px) of the viewport, or the visitor points at,
 * touches or focuses something in it; a click or a submit there before it is
 * hydrated is held and done again afterwards (React would drop it), so a form
 * is never submitted by the browser itself.
 *
 * Keep the element that renders it from re-rendering with new props before it
 * has loaded (memo): a dehydrated boundary that receives an update is rendered
 * afresh, showing its Suspense fallback.
 */
export function deferredLazy<Props extends object>(importer: () => Promise<ComponentType<Props>>): DeferredComponent<Props> {
  const onServer = typeof window === 'undefined';
  let release: () => void = () => {};
  const wanted = onServer
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
      });
  // Hydrated (or rendered) somewhere: from then on nothing is held.
  let ready = onServer;
  const held: Array<() => void> = [];

  // The server loads the code with the module, so that its first render finds it (render-markup.ts renders again, briefly, for code still loading).
  const serverCode = onServer ? importer() : undefined;
  const Component = lazy(async () => {
    await wanted;
    const Loaded = await (serverCode ?? importer());
    function Hydrated(props: Props) {
      useEffect(() => {
        if (ready) return;
        ready = true;
        for (const repeat of held.splice(0)) repeat();
      }, []);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });
  const load = () => release();

  function useSlot<Element extends HTMLElement>({ margin = '400px', onlyOnIntent = false }: SlotOptions = {}) {
    const ref = useRef<Element>(null);
    useEffect(() => {
      const element = ref.current;
      if (ready || !element) return;
      // Rendered in the browser (a page reached in the app), a slot that waits for the visitor shows its fallback: load now.
      if (onlyOnIntent && !element.hasChildNodes()) return load();
      if (typeof IntersectionObserver !== 'function') return load();
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: `${margin} 0px` });
      const onIntent = (event: Event) => {
        if (inside(event)) load();
      };
      // The window's listeners, in the capture phase: React stops the events aimed at a part it has not hydrated before they reach it.
      const onAction = (event: Event) => {
        if (ready || !inside(event)) return;
        load();
        event.preventDefault();
        event.stopImmediatePropagation();
        const target = event.target as HTMLElement;
        const submitter = event.type === 'submit' ? (event as SubmitEvent).submitter : null;
        held.push(() => {
          if (!target.isConnected) return;
          if (target instanceof HTMLFormElement) target.requestSubmit(submitter?.isConnected ? submitter : undefined);
          else target.click();
        });
      };
      if (!onlyOnIntent) observer.observe(element);
      for (const name of INTENT_EVENTS) window.addEventListener(name, onIntent, { capture: true, passive: true });
      for (const name of ACTION_EVENTS) window.addEventListener(name, onAction, true);
      return () => {
        observer.disconnect();
        for (const name of INTENT_EVENTS) window.removeEventListener(name, onIntent, true);
        for (const name of ACTION_EVENTS) window.removeEventListener(name, onAction, true);
      };
    }, [margin, onlyOnIntent]);
    return ref;
  }

  return { Component, load, useSlot };
}
