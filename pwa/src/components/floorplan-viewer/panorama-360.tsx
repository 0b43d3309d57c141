import { useEffect, useRef } from 'react';
import {
  BackSide,
  Mesh,
  MeshBasicMaterial,
  PerspectiveCamera,
  Scene,
  SphereGeometry,
  SRGBColorSpace,
  TextureLoader,
  WebGLRenderer,
} from 'three';
import { attachDrag, type Orbit } from './orbit-drag';

/** The equirectangular panorama on the inside of a sphere; drag to look around. */
export default function Panorama360({ url, onFail }: { url: string; onFail: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    let renderer: WebGLRenderer;
    try {
      renderer = new WebGLRenderer({ antialias: true });
    } catch {
      onFail();
      return;
    }
    el.appendChild(renderer.domElement);
    renderer.domElement.dataset.testid = 'panorama-canvas';
    const scene = new Scene();
    const camera = new PerspectiveCamera(75, 1, 0.1, 100);
    const material = new MeshBasicMaterial({ side: BackSide });
    scene.add(new Mesh(new SphereGeometry(10, 48, 32), material));
    let view: Orbit = { yaw: 0, pitch: 0 };
    const render = () => {
      const pitch = Math.max(-1.4, Math.min(1.4, view.pitch));
      camera.lookAt(
        Math.sin(view.yaw) * Math.cos(pitch),
        Math.sin(pitch),
        Math.cos(view.yaw) * Math.cos(pitch),
      );
      renderer.render(scene, camera);
    };
    new TextureLoader().load(url, (texture) => {
      texture.colorSpace = SRGBColorSpace;
      material.map = texture;
      material.needsUpdate = true;
      render();
    });
    const resize = () => {
      renderer.setSize(el.clientWidth, el.clientHeight);
      camera.aspect = el.clientWidth / Math.max(1, el.clientHeight);
      camera.updateProjectionMatrix();
      render();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(el);
    resize();
    const detach = attachDrag(
      renderer.domElement,
      () => view,
      (o) => {
        // Horizontal look-around only: tilting an interior panorama mostly shows ceiling or floor.
        view = { yaw: o.yaw, pitch: 0 };
        render();
      },
    );
    return () => {
      detach();
      observer.disconnect();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [url, onFail]);
  return <div ref={host} className="fp-3d" role="img" aria-label="360° view; drag to look around" />;
}
