import type { MouseEvent } from 'react';
import { PRESETS, type PresetId } from './config';

/**
 * The address of a preset: the login page with `?preset=<id>`, keeping the page's other options
 * (`?shadow=1`, `?emulator=`, …) but not `?config=`, which the preset replaces.
 */
export function presetHref(preset: PresetId, search: string = window.location.search): string {
  const params = new URLSearchParams(search);
  params.delete('config');
  params.set('preset', preset);
  return `/?${params.toString()}`;
}

/**
 * The playground's own controls above the widget: one link per login method (the current one
 * marked `aria-current`; none for a `?config=` of the address's own), and dark mode.
 */
export function Toolbar({
  preset,
  onPreset,
  dark,
  onDark,
}: {
  preset: PresetId | null;
  onPreset(preset: PresetId, href: string): void;
  dark: boolean;
  onDark(dark: boolean): void;
}) {
  const choose = (id: PresetId) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps its ordinary meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPreset(id, event.currentTarget.getAttribute('href') ?? presetHref(id));
  };
  return (
    <div className="toolbar">
      <nav aria-label="Login methods">
        <ul className="presets">
          {PRESETS.map(({ id, label }) => (
            <li key={id}>
              <a href={presetHref(id)} aria-current={preset === id ? 'page' : undefined} onClick={choose(id)}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {preset === null && <p className="custom-config">Custom config from the address</p>}
      <button type="button" className="theme-toggle" aria-pressed={dark} onClick={() => onDark(!dark)}>
        Dark mode
      </button>
    </div>
  );
}
