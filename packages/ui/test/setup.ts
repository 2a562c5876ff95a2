/**
 * Vitest setup for the "ui" project (jsdom): the Storybook project annotations (so composed
 * stories get the same decorators as in Storybook), testing-library cleanup, and the browser
 * APIs Radix uses that jsdom does not implement.
 */
import { setProjectAnnotations } from '@storybook/react';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import * as previewAnnotations from '../../../.storybook/preview';

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (!('ResizeObserver' in globalThis)) {
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub, writable: true, configurable: true });
}

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// Radix Select and Slider capture the pointer; jsdom has no pointer capture.
const elementProto = window.Element.prototype as Element & Record<string, unknown>;
if (!elementProto.hasPointerCapture) {
  Object.assign(elementProto, {
    hasPointerCapture: () => false,
    setPointerCapture: () => {},
    releasePointerCapture: () => {},
  });
}
if (!elementProto.scrollIntoView) {
  Object.assign(elementProto, { scrollIntoView: () => {} });
}

// axe probes icon ligatures with a 2D canvas; jsdom has none and would log "not implemented".
Object.defineProperty(window.HTMLCanvasElement.prototype, 'getContext', { value: () => null, configurable: true, writable: true });

document.documentElement.lang = 'en';
document.title = 'REI UI tests';

setProjectAnnotations([previewAnnotations]);

afterEach(() => {
  cleanup();
});
