import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAYOUT_SETTINGS,
  getLayoutState,
  reloadLayoutFromStorage,
  resetLayout,
  trackWindowWidth,
  updateLayout,
} from './layout-settings';

describe('layout settings', () => {
  it('starts with the spec defaults', () => {
    reloadLayoutFromStorage();
    expect(getLayoutState()).toMatchObject({
      ...DEFAULT_LAYOUT_SETTINGS,
      skin: 'light',
      layoutType: 'vertical',
      menuCollapsed: false,
      contentWidth: 'full',
      navbarType: 'sticky',
      footerType: 'sticky',
      routerTransition: 'zoom-fade',
    });
  });

  it('persists the skin under "skin" and the rest under "layoutSettings"', () => {
    updateLayout({ skin: 'semi-dark', rtl: true, navbarType: 'floating', menuCollapsed: true });
    expect(localStorage.getItem('skin')).toBe('semi-dark');
    expect(JSON.parse(localStorage.getItem('layoutSettings') ?? '{}')).toMatchObject({
      rtl: true,
      navbarType: 'floating',
      menuCollapsed: true,
    });
    reloadLayoutFromStorage();
    expect(getLayoutState()).toMatchObject({
      skin: 'semi-dark',
      rtl: true,
      navbarType: 'floating',
    });
    resetLayout();
    expect(getLayoutState()).toMatchObject({ skin: 'light', rtl: false, navbarType: 'sticky' });
  });

  it('ignores corrupt stored values', () => {
    localStorage.setItem('skin', 'purple');
    localStorage.setItem('layoutSettings', '{"navbarType":"sideways","rtl":"yes"}');
    reloadLayoutFromStorage();
    expect(getLayoutState()).toMatchObject({ skin: 'light', navbarType: 'sticky', rtl: false });
  });

  it('tracks the window width on resize', () => {
    const stop = trackWindowWidth();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 640 });
    window.dispatchEvent(new Event('resize'));
    expect(getLayoutState().windowWidth).toBe(640);
    stop();
  });
});
