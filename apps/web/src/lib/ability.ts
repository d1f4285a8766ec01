import {
  ANONYMOUS_RULES,
  createAppAbility,
  type AppAbility,
} from '@erapor/shared/abilities/define-ability';
import { getStoredAbilityRules, isLoggedIn, subscribeSession } from './storage';

/** The ability of whoever uses the browser now: stored rules, or read Auth for anonymous users. */
export function currentRules() {
  // Leftover rules without a session (e.g. a half-cleared storage) must not open pages.
  return (isLoggedIn() ? getStoredAbilityRules() : null) ?? ANONYMOUS_RULES;
}

export function buildAbilityFromStorage(): AppAbility {
  return createAppAbility(currentRules());
}

/**
 * One instance for the whole app (given to `AbilityProvider`); it follows every session change,
 * so `useAbility` re-renders menus after login, refresh, semester switch and logout.
 */
export const appAbility: AppAbility = buildAbilityFromStorage();

subscribeSession(() => {
  appAbility.update(currentRules());
});
