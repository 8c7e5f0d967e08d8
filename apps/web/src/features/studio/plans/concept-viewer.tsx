import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmbientLight, Box3, Color, DirectionalLight, HemisphereLight, Mesh, MOUSE, PerspectiveCamera, Scene, Vector3, WebGLRenderer, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { Button } from '../../../ui/button.tsx';
import { fetchExport } from './api.ts';
import { cameraPose, largestFloorCentre, viewModes, walkStep, type Bounds, type ViewMode } from './viewer-poses.ts';

const HEIGHT = 440;

async function loadConcept(resultId: string): Promise<Object3D> {
  const { blob } = await fetchExport(resultId, 'glb');
  const data = await blob.arrayBuffer();
  return new Promise((resolve, reject) => new GLTFLoader().parse(data, '', (gltf) => resolve(gltf.scene), reject));
}

interface Stage {
  camera: PerspectiveCamera;
  controls: OrbitControls;
  bounds: Bounds;
  /** Where the walk-through starts (x, z). */
  walkFrom: [number, number] | undefined;
  render: () => void;
}

const boundsOf = (object: Object3D): Bounds => {
  const { min, max } = new Box3().setFromObject(object);
  return { min: [min.x, min.y, min.z], max: [max.x, max.y, max.z] };
};

/** The room floors of a concept (meshes `floor-room-N`), each as its extent. */
function floorsOf(model: Object3D): Bounds[] {
  const floors: Bounds[] = [];
  model.traverse((o) => {
    if (o instanceof Mesh && o.name.startsWith('floor-')) floors.push(boundsOf(o));
  });
  return floors;
}

/** Sets the camera and what a drag does for a view mode. */
function applyMode(stage: Stage, mode: ViewMode): void {
  const pose = cameraPose(mode, stage.bounds, stage.walkFrom);
  stage.camera.position.set(...pose.position);
  stage.controls.target.set(...pose.target);
  stage.controls.enableRotate = pose.drag === 'rotate';
  stage.controls.mouseButtons.LEFT = pose.drag === 'pan' ? MOUSE.PAN : MOUSE.ROTATE;
  stage.controls.screenSpacePanning = pose.drag === 'pan';
  stage.controls.minDistance = pose.minDistance;
  stage.controls.maxDistance = pose.maxDistance;
  stage.controls.enableZoom = mode !== 'walk';
  stage.controls.update();
  stage.render();
}

/**
 * The 3D concept in the browser (three.js, in this lazy chunk only): orbit around it, look from the
 * top, or walk through at eye level (drag to look, arrow keys to walk). Default export for React.lazy.
 */
export default function ConceptViewer({ resultId }: { resultId: string }) {
  const { t } = useTranslation('studio-plans');
  const host = useRef<HTMLDivElement>(null);
  const stage = useRef<Stage | null>(null);
  const [mode, setMode] = useState<ViewMode>('orbit');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let disposed = false;
    const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    renderer.setPixelRatio(Math.min(2, window.devicePixelRatio));
    renderer.setSize(element.clientWidth, HEIGHT);
    renderer.domElement.setAttribute('aria-label', t('viewer.canvas'));
    renderer.domElement.setAttribute('data-testid', 'concept-canvas');
    renderer.domElement.tabIndex = 0;
    element.append(renderer.domElement);
    const scene = new Scene();
    scene.background = new Color('#f5f3ef');
    scene.add(new HemisphereLight('#ffffff', '#d8d2c6', 1.6), new AmbientLight('#ffffff', 0.4));
    const sun = new DirectionalLight('#ffffff', 1.6);
    sun.position.set(6, 12, 8);
    scene.add(sun);
    const camera = new PerspectiveCamera(55, element.clientWidth / HEIGHT, 0.05, 500);
    const controls = new OrbitControls(camera, renderer.domElement);
    const render = () => renderer.render(scene, camera);
    controls.addEventListener('change', render);

    const resize = new ResizeObserver(() => {
      renderer.setSize(element.clientWidth, HEIGHT);
      camera.aspect = element.clientWidth / HEIGHT;
      camera.updateProjectionMatrix();
      render();
    });
    resize.observe(element);
    const walk = (event: KeyboardEvent) => {
      const move = walkStep(camera.position.toArray(), controls.target.toArray(), event.key);
      if (!move || controls.enableZoom) return;
      event.preventDefault();
      const delta = new Vector3(...move);
      camera.position.add(delta);
      controls.target.add(delta);
      controls.update();
      render();
    };
    renderer.domElement.addEventListener('keydown', walk);

    loadConcept(resultId).then(
      (model) => {
        if (disposed) return;
        scene.add(model);
        stage.current = { camera, controls, bounds: boundsOf(model), walkFrom: largestFloorCentre(floorsOf(model)), render };
        applyMode(stage.current, 'orbit');
        setState('ready');
      },
      () => !disposed && setState('failed'),
    );
    return () => {
      disposed = true;
      stage.current = null;
      resize.disconnect();
      renderer.domElement.removeEventListener('keydown', walk);
      controls.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    };
  }, [resultId, t]);

  const choose = (next: ViewMode) => {
    setMode(next);
    if (stage.current) applyMode(stage.current, next);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('viewer.title')}>
        {viewModes.map((m) => (
          <Button key={m} variant={m === mode ? 'primary' : 'secondary'} aria-pressed={m === mode} onClick={() => choose(m)}>
            {t(`viewer.${m}`)}
          </Button>
        ))}
        <span className="text-xs text-stone-500">{t(`viewer.hint${mode === 'orbit' ? 'Orbit' : mode === 'top' ? 'Top' : 'Walk'}`)}</span>
      </div>
      <div ref={host} className="relative overflow-hidden rounded-xl ring-1 ring-stone-200" style={{ height: HEIGHT }} data-state={state} data-testid="concept-viewer">
        {state !== 'ready' && (
          <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-500" role={state === 'failed' ? 'alert' : 'status'}>
            {state === 'loading' ? t('viewer.loading') : t('viewer.failed')}
          </p>
        )}
      </div>
    </div>
  );
}
