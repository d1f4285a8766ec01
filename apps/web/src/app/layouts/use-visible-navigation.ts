import { useAbility } from '@casl/react';
import { useMatches } from 'react-router';
import type { AppAbility } from '@erapor/shared/abilities/define-ability';
import { NAVIGATION, filterNavigation, type NavEntry } from '../navigation';
import type { AppRoute } from '../paths';

/** Menu entries for the current user (re-computed when the ability changes). */
export function useVisibleNavigation(): NavEntry[] {
  const ability = useAbility<AppAbility>();
  return filterNavigation(NAVIGATION, ability);
}

/** The path the menu should highlight: the route's own path or its `navActiveLink`. */
export function useActiveMenuPath(): string | null {
  const matches = useMatches();
  const route = matches.at(-1)?.handle as AppRoute | undefined;
  if (!route) return null;
  return route.navActiveLink ?? matches.at(-1)?.pathname ?? null;
}

export function groupContains(entry: NavEntry, path: string | null): boolean {
  return entry.kind === 'group' && entry.children.some((child) => child.path === path);
}
