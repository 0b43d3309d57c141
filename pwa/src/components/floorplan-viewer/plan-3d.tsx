import { useEffect, useRef } from 'react';
import {
  AmbientLight,
  BoxGeometry,
  Color,
  DirectionalLight,
  Group,
  Mesh,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
} from 'three';
import type { FloorPlan } from './floorplan-types';
import { type Orbit, orbitPosition } from './orbit-drag';
import { mountStage } from './three-stage';

const WALL_HEIGHT = 2.8;
const WALL_THICKNESS = 0.12;
const FLOOR_COLOURS = [0xe8eefc, 0xf3ece0, 0xe6f4ea, 0xf7e8ef, 0xeef0f3];

/** Walls extruded from x1,y1,x2,y2 and a floor slab per room; plan y becomes scene z. */
function buildModel(plan: FloorPlan): { group: Group; size: number } {
  const group = new Group();
  plan.rooms.forEach((r, i) => {
    const slab = new Mesh(
      new BoxGeometry(r.w, 0.05, r.d),
      new MeshStandardMaterial({ color: FLOOR_COLOURS[i % FLOOR_COLOURS.length] }),
    );
    slab.position.set(r.x + r.w / 2, 0, r.y + r.d / 2);
    group.add(slab);
  });
  const wallMat = new MeshStandardMaterial({ color: 0x94a3b8 });
  for (const w of plan.walls) {
    const len = Math.hypot(w.x2 - w.x1, w.y2 - w.y1);
    if (len === 0) continue;
    const wall = new Mesh(new BoxGeometry(len + WALL_THICKNESS, WALL_HEIGHT, WALL_THICKNESS), wallMat);
    wall.position.set((w.x1 + w.x2) / 2, WALL_HEIGHT / 2, (w.y1 + w.y2) / 2);
    wall.rotation.y = -Math.atan2(w.y2 - w.y1, w.x2 - w.x1);
    group.add(wall);
  }
  const xs = plan.rooms.flatMap((r) => [r.x, r.x + r.w]).concat(plan.walls.flatMap((w) => [w.x1, w.x2]));
  const zs = plan.rooms.flatMap((r) => [r.y, r.y + r.d]).concat(plan.walls.flatMap((w) => [w.y1, w.y2]));
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cz = (Math.min(...zs) + Math.max(...zs)) / 2;
  group.position.set(-cx, 0, -cz);
  return { group, size: Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...zs) - Math.min(...zs)) };
}

/** The real 3D view (three.js, this chunk only loads in 3D mode). Drag to orbit. */
export default function Plan3d({ plan, onFail }: { plan: FloorPlan; onFail: () => void }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    return mountStage(el, {
      testId: 'plan-3d-canvas',
      onFail,
      build: (renderer) => {
        const scene = new Scene();
        scene.background = new Color(0xf8fafc);
        scene.add(new AmbientLight(0xffffff, 1.6));
        const sun = new DirectionalLight(0xffffff, 1.4);
        sun.position.set(5, 12, 8);
        scene.add(sun);
        const { group, size } = buildModel(plan);
        scene.add(group);
        const camera = new PerspectiveCamera(50, 1, 0.1, 200);
        let orbit: Orbit = { yaw: 0.6, pitch: 0.9 };
        const radius = size * 1.3 + 4;
        const render = () => {
          const [x, y, z] = orbitPosition(orbit, radius);
          camera.position.set(x, y, z);
          camera.lookAt(0, 0, 0);
          renderer.render(scene, camera);
        };
        return {
          camera,
          render,
          orbit: () => orbit,
          onDrag: (o) => {
            orbit = o;
            render();
          },
        };
      },
    });
  }, [plan, onFail]);
  return <div ref={host} className="fp-3d" aria-label="3D floor plan; drag to rotate" role="img" />;
}
