import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, readJson, writeJson } from '../../lib/storage';

export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export type Skin = (typeof SKINS)[number];

export const MENU_LAYOUTS = ['vertical', 'horizontal'] as const;
export const CONTENT_WIDTHS = ['full', 'boxed'] as const;
export const NAVBAR_TYPES = ['sticky', 'static', 'floating', 'hidden'] as const;
export const FOOTER_TYPES = ['sticky', 'static', 'hidden'] as const;
export const ROUTER_TRANSITIONS = ['zoom-fade', 'fade', 'none'] as const;

export interface LayoutSettings {
  layoutType: (typeof MENU_LAYOUTS)[number];
  contentWidth: (typeof CONTENT_WIDTHS)[number];
  navbarType: (typeof NAVBAR_TYPES)[number];
  footerType: (typeof FOOTER_TYPES)[number];
  menuCollapsed: boolean;
  rtl: boolean;
  routerTransition: (typeof ROUTER_TRANSITIONS)[number];
}

export interface LayoutState extends LayoutSettings {
  skin: Skin;
  windowWidth: number;
}

/** Spec §2 "Layout": vertical menu, not collapsed, full width, sticky navbar and footer, light. */
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  layoutType: 'vertical',
  contentWidth: 'full',
  navbarType: 'sticky',
  footerType: 'sticky',
  menuCollapsed: false,
  rtl: false,
  routerTransition: 'zoom-fade',
};

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function loadSettings(): LayoutSettings {
  const saved = readJson<Partial<LayoutSettings>>(STORAGE_KEYS.layoutSettings) ?? {};
  const d = DEFAULT_LAYOUT_SETTINGS;
  return {
    layoutType: oneOf(MENU_LAYOUTS, saved.layoutType, d.layoutType),
    contentWidth: oneOf(CONTENT_WIDTHS, saved.contentWidth, d.contentWidth),
    navbarType: oneOf(NAVBAR_TYPES, saved.navbarType, d.navbarType),
    footerType: oneOf(FOOTER_TYPES, saved.footerType, d.footerType),
    menuCollapsed: typeof saved.menuCollapsed === 'boolean' ? saved.menuCollapsed : d.menuCollapsed,
    rtl: typeof saved.rtl === 'boolean' ? saved.rtl : d.rtl,
    routerTransition: oneOf(ROUTER_TRANSITIONS, saved.routerTransition, d.routerTransition),
  };
}

function loadState(): LayoutState {
  return {
    ...loadSettings(),
    skin: oneOf(SKINS, localStorage.getItem(STORAGE_KEYS.skin), 'light'),
    windowWidth: typeof window === 'undefined' ? 1280 : window.innerWidth,
  };
}

let state: LayoutState = loadState();
const listeners = new Set<() => void>();

function setState(next: LayoutState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLayoutState(): LayoutState {
  return state;
}

export function useLayoutState(): LayoutState {
  return useSyncExternalStore(subscribe, getLayoutState, getLayoutState);
}

function persist(next: LayoutState): void {
  const { skin, windowWidth: _width, ...settings } = next;
  localStorage.setItem(STORAGE_KEYS.skin, skin);
  writeJson(STORAGE_KEYS.layoutSettings, settings);
}

export function updateLayout(patch: Partial<LayoutSettings> & { skin?: Skin }): void {
  const next = { ...state, ...patch };
  persist(next);
  setState(next);
}

export function resetLayout(): void {
  const next: LayoutState = { ...state, ...DEFAULT_LAYOUT_SETTINGS, skin: 'light' };
  persist(next);
  setState(next);
}

/** Re-reads storage (tests, other tabs). */
export function reloadLayoutFromStorage(): void {
  setState(loadState());
}

/** Spec §4: the window width is part of the layout state, updated on resize. */
export function trackWindowWidth(): () => void {
  const onResize = () => {
    if (state.windowWidth !== window.innerWidth)
      setState({ ...state, windowWidth: window.innerWidth });
  };
  window.addEventListener('resize', onResize);
  onResize();
  return () => window.removeEventListener('resize', onResize);
}
