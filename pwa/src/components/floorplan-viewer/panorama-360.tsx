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
} from 'three';
import type { Orbit } from './orbit-drag';
import { mountStage } from './three-stage';

/** The equirectangular panorama on the inside of a sphere; drag to look around. */
export default function Panorama360({ url, onFail }: { url: string; onFail: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    return mountStage(el, {
      testId: 'panorama-canvas',
      onFail,
      build: (renderer) => {
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
        return {
          camera,
          render,
          orbit: () => view,
          // Horizontal look-around only: tilting an interior panorama mostly shows ceiling or floor.
          onDrag: (o) => {
            view = { yaw: o.yaw, pitch: 0 };
            render();
          },
        };
      },
    });
  }, [url, onFail]);
  return <div ref={host} className="fp-3d" role="img" aria-label="360° view; drag to look around" />;
}
