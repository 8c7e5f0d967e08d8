import { useSyncExternalStore } from 'react';

/** Onboarding progress, remembered in this browser: the step reached and whether it was finished or put aside. */
export interface OnboardingState {
  step: number;
  status: 'new' | 'started' | 'finished' | 'dismissed';
}

export const ONBOARDING_KEY = 'genie.onboarding';
/** Beginning, then steps 1 to 3 (spec §2). */
export const ONBOARDING_STEPS = 4;

const initial: OnboardingState = { step: 0, status: 'new' };
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: OnboardingState = initial;
/** Used when local storage is unavailable (private modes): remembered until the page is reloaded. */
let memory: string | null = null;

function read(): OnboardingState {
  let raw: string | null;
  try {
    raw = localStorage.getItem(ONBOARDING_KEY);
  } catch {
    raw = memory;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const value = raw ? (JSON.parse(raw) as Partial<OnboardingState>) : {};
    const step = Number.isInteger(value.step) ? Math.min(Math.max(value.step as number, 0), ONBOARDING_STEPS - 1) : 0;
    const status = value.status && ['new', 'started', 'finished', 'dismissed'].includes(value.status) ? value.status : 'new';
    cached = { step, status };
  } catch {
    cached = initial;
  }
  return cached;
}

export function saveOnboarding(next: OnboardingState) {
  const raw = JSON.stringify(next);
  try {
    localStorage.setItem(ONBOARDING_KEY, raw);
  } catch {
    memory = raw;
  }
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnboarding(): OnboardingState {
  return useSyncExternalStore(subscribe, read, () => initial);
}
