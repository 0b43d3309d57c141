/**
 * The part every three.js view of the viewer shares: a WebGL canvas in a host element that follows
 * the element's size, re-renders on drag, and is torn down with its GPU resources.
 */
import { WebGLRenderer, type PerspectiveCamera } from 'three';
import { attachDrag, type Orbit } from './orbit-drag';

export interface StageScene {
  camera: PerspectiveCamera;
  /** Draws one frame with the current view. */
  render: () => void;
  orbit: () => Orbit;
  /** A drag moved the view: store it and render. */
  onDrag: (orbit: Orbit) => void;
}

/**
 * Mounts a canvas in `host` and the scene `build` makes for it. Calls `onFail` (and returns
 * undefined) when the browser cannot make a WebGL context; otherwise returns the teardown.
 */
export function mountStage(
  host: HTMLElement,
  {
    testId,
    onFail,
    build,
  }: { testId: string; onFail: () => void; build: (renderer: WebGLRenderer) => StageScene },
): (() => void) | undefined {
  let renderer: WebGLRenderer;
  try {
    renderer = new WebGLRenderer({ antialias: true });
  } catch {
    onFail();
    return undefined;
  }
  renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
  host.appendChild(renderer.domElement);
  renderer.domElement.dataset.testid = testId;
  const scene = build(renderer);
  const resize = () => {
    const { clientWidth: w, clientHeight: h } = host;
    renderer.setSize(w, h);
    scene.camera.aspect = w / Math.max(1, h);
    scene.camera.updateProjectionMatrix();
    scene.render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  resize();
  const detach = attachDrag(renderer.domElement, scene.orbit, scene.onDrag);
  return () => {
    detach();
    observer.disconnect();
    renderer.dispose();
    renderer.domElement.remove();
  };
}
