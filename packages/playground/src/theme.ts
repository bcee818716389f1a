import type { PresentationConfig } from '@portico/core';
import { darkTheme } from '@portico/ui';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** The visitor's choice, kept on this device; without one, the system's setting rules. */
const STORAGE_KEY = 'portico-playground:theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** What every widget on the page takes in dark mode; in light mode none (exactly the default look). */
export const DARK_PRESENTATION: PresentationConfig = { theme: darkTheme };

function storedChoice(): 'light' | 'dark' | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

function subscribeToSystem(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Dark mode for the page and its widgets: the choice made with the toggle (localStorage), else
 * `prefers-color-scheme`, followed live. Sets `data-theme` on the page's root for its own styles.
 */
export function useDarkMode(): [dark: boolean, setDark: (dark: boolean) => void] {
  const systemDark = useSyncExternalStore(subscribeToSystem, () => window.matchMedia(DARK_QUERY).matches);
  const [choice, setChoice] = useState(storedChoice);
  const dark = choice === null ? systemDark : choice === 'dark';
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  const setDark = useCallback((next: boolean) => {
    const value = next ? 'dark' : 'light';
    setChoice(value);
    try {
      window.localStorage.setItem(STORAGE_KEY, value);
    } catch {
      // Storage refused (a private window's quota): the choice lasts for this page.
    }
  }, []);
  return [dark, setDark];
}
