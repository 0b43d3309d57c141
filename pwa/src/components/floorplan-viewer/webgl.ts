let available: boolean | undefined;

/**
 * Whether this browser can make a WebGL context (headless Chromium without a GPU may not). Asked
 * once per page, and only when a 3D or 360° view is opened: making a context costs ~9 ms of main
 * thread on a mid-range phone (34 ms at Lighthouse's 4× CPU, profiled on a project page), and each
 * test used to make a new one on every render of the 2D plan. The test context is released at once
 * so it does not count against the browser's limit of live contexts.
 */
export function webglAvailable(): boolean {
  if (available !== undefined) return available;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    available = Boolean(context);
  } catch {
    available = false;
  }
  return available;
}
