'use client';

import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TourScene } from '@/lib/api/schemas';
import { PANNELLUM_STRINGS, loadPannellum, type SceneConfig, type Viewer } from './load-pannellum';
import { RenderNote } from '@/components/ui/RenderNote';
import styles from './TourViewer.module.scss';

type Props = { scenes: TourScene[] };

type Status = 'loading' | 'ready' | 'error';

const SCENE_PARAM = 'scene';

/** Keeps the scene in the address (?scene=courtyard) without a navigation. */
function rememberScene(slug: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(SCENE_PARAM, slug);
  window.history.replaceState(window.history.state, '', url);
}

function sceneConfig(scene: TourScene, titles: Map<string, string>): SceneConfig {
  return {
    title: scene.title,
    type: 'equirectangular',
    panorama: scene.panorama,
    yaw: scene.yaw,
    pitch: 0,
    hfov: 100,
    hotSpots: scene.hotspots.map((spot) => ({
      pitch: spot.pitch,
      yaw: spot.yaw,
      type: 'scene',
      text: `Перейти: ${titles.get(spot.scene) ?? spot.title}`,
      sceneId: spot.scene,
    })),
  };
}

/**
 * The tour: a 360° viewer (Pannellum, loaded with this component) over the CMS's scenes, and the scenes as
 * buttons under it. The scene is kept in the address (?scene=courtyard) so a link opens it; a hotspot in the
 * picture and a button both change it. Before the viewer has loaded, and without WebGL, the scene's preview
 * picture stands in its place.
 */
export function TourViewer({ scenes }: Props) {
  const first = scenes[0];
  const [current, setCurrent] = useState(first?.slug ?? '');
  const [status, setStatus] = useState<Status>('loading');
  const frame = useRef<HTMLDivElement>(null);
  const viewer = useRef<Viewer | null>(null);

  useEffect(() => {
    const container = frame.current;
    if (!container || !first) return;
    const wanted = new URLSearchParams(window.location.search).get(SCENE_PARAM);
    const initial = scenes.some((scene) => scene.slug === wanted) ? (wanted as string) : first.slug;
    let cancelled = false;
    const titles = new Map(scenes.map((scene) => [scene.slug, scene.title]));
    loadPannellum()
      .then((pannellum) => {
        if (cancelled) return;
        setCurrent(initial);
        const instance = pannellum.viewer(container, {
          default: { firstScene: initial, sceneFadeDuration: 600, autoLoad: true },
          scenes: Object.fromEntries(scenes.map((scene) => [scene.slug, sceneConfig(scene, titles)])),
          showFullscreenCtrl: false,
          showZoomCtrl: true,
          keyboardZoom: true,
          mouseZoom: false,
          compass: false,
          minHfov: 50,
          maxHfov: 110,
          strings: PANNELLUM_STRINGS,
        });
        instance.on('load', () => setStatus('ready'));
        instance.on('error', () => setStatus('error'));
        instance.on('scenechange', (slug) => {
          setCurrent(slug);
          rememberScene(slug);
        });
        viewer.current = instance;
      })
      .catch(() => setStatus('error'));
    return () => {
      cancelled = true;
      viewer.current?.destroy();
      viewer.current = null;
    };
  }, [first, scenes]);

  const show = useCallback((slug: string) => {
    setCurrent(slug);
    if (viewer.current && viewer.current.getScene() !== slug) viewer.current.loadScene(slug);
    else if (!viewer.current) rememberScene(slug);
  }, []);

  const scene = scenes.find((item) => item.slug === current) ?? first;
  if (!scene) return null;
  return (
    <div className={styles.tour}>
      <div className={styles.stage}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the CMS's preview stands in until the panorama is drawn */}
        <img className={clsx(styles.poster, status === 'ready' && styles.hidden)} src={scene.preview} alt="" width={960} height={480} />
        <RenderNote className={styles.renderNote} />
        <div
          ref={frame}
          className={styles.viewer}
          role="application"
          aria-roledescription="панорама"
          aria-label={`${scene.title}. Стрелки на клавиатуре поворачивают вид, плюс и минус приближают`}
        />
        <p className={styles.caption} aria-live="polite">
          {scene.title}
        </p>
        {status === 'ready' ? (
          <button type="button" className={styles.fullscreen} onClick={() => viewer.current?.toggleFullscreen()}>
            {'На\u00a0весь экран'}
          </button>
        ) : null}
        {status === 'loading' ? <p className={styles.status}>Загрузка панорамы…</p> : null}
      </div>
      <p className={styles.hint}>
        {status === 'error'
          ? 'Браузер не смог показать панораму: ниже — описание каждой сцены.'
          : 'Перетаскивайте панораму или используйте стрелки на\u00a0клавиатуре; метки на\u00a0изображении ведут в\u00a0соседние сцены.'}
      </p>
      <ul className={styles.scenes} aria-label="Сцены тура">
        {scenes.map((item) => (
          <li key={item.slug}>
            <button type="button" className={styles.scene} aria-pressed={item.slug === scene.slug} onClick={() => show(item.slug)}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a small picture the CMS renders for the scene */}
              <img src={item.thumbnail ?? item.preview} alt="" width={item.thumbnail ? 480 : 960} height={item.thumbnail ? 320 : 480} loading="lazy" className={styles.thumb} />
              <span className={styles.sceneTitle}>{item.title}</span>
              <span className={styles.sceneText}>{item.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
