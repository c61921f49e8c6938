/**
 * Pannellum (a kept WebGL panorama viewer, ~18 kB gz) loaded on the tour page only, when the viewer mounts.
 * Its build assigns `window.pannellum`; the types below are the part of its API the site uses
 * (node_modules/pannellum/doc/json-config-parameters.md).
 */
export type HotSpot = { pitch: number; yaw: number; type: 'scene'; text: string; sceneId: string };

export type SceneConfig = {
  title: string;
  type: 'equirectangular';
  panorama: string;
  yaw: number;
  pitch: number;
  hfov: number;
  hotSpots: HotSpot[];
};

export type ViewerConfig = {
  default: { firstScene: string; sceneFadeDuration: number; autoLoad: boolean };
  scenes: Record<string, SceneConfig>;
  showFullscreenCtrl: boolean;
  showZoomCtrl: boolean;
  keyboardZoom: boolean;
  mouseZoom: boolean;
  compass: boolean;
  minHfov: number;
  maxHfov: number;
  strings: Record<string, string>;
};

export type Viewer = {
  loadScene(sceneId: string): Viewer;
  getScene(): string;
  toggleFullscreen(): Viewer;
  on(event: 'scenechange', listener: (sceneId: string) => void): Viewer;
  on(event: 'load' | 'fullscreenchange', listener: (value?: boolean) => void): Viewer;
  on(event: 'error', listener: (message: string) => void): Viewer;
  destroy(): void;
};

type Pannellum = { viewer(container: HTMLElement, config: ViewerConfig): Viewer };

/**
 * Pannellum's script and its stylesheet, loaded together when the viewer mounts. The stylesheet is not the route's:
 * a route's stylesheet is preloaded by every prefetch of the route, so each page whose footer links the tour fetched
 * it and Chrome warned that it went unused. The site's rules over Pannellum's win by specificity (TourViewer.module.scss
 * nests them under the viewer's class), whichever stylesheet comes last.
 */
export async function loadPannellum(): Promise<Pannellum> {
  await Promise.all([import('pannellum/build/pannellum.js'), import('pannellum/build/pannellum.css')]);
  const loaded = (window as unknown as { pannellum?: Pannellum }).pannellum;
  if (!loaded) throw new Error('pannellum did not load');
  return loaded;
}

/** The viewer's own texts, in Russian. */
export const PANNELLUM_STRINGS: Record<string, string> = {
  loadButtonLabel: 'Показать<br>панораму',
  loadingLabel: 'Загрузка панорамы…',
  bylineLabel: '%s',
  noPanoramaError: 'Панорама не указана.',
  fileAccessError: 'Не удалось загрузить панораму.',
  malformedURLError: 'Неверный адрес панорамы.',
  iOS8WebGLError: 'Браузер не может показать эту панораму.',
  genericWebGLError: 'Браузер не поддерживает WebGL, нужный для панорамы. Откройте тур в другом браузере.',
  textureSizeError: 'Панорама слишком велика для этого устройства.',
  unknownError: 'Не удалось показать панораму. Обновите страницу.',
};
