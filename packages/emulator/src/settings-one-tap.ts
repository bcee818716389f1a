/**
 * The Google One Tap settings (protocol §4.3): the Google OAuth client the emulated project uses
 * for One Tap, and how the stand-in for Google's script (`/emulator/gsi/*`) judges it. A
 * `google_one_tap` object in a config file or `PUT /emulator/config` body is merged over the
 * current one, so `{"google_one_tap": {"client_registered": false}}` changes one field.
 */
import { isObject } from './settings-checks';

export interface GoogleOneTapSettings {
  /**
   * The Google OAuth client id `oneTapStart` hands the SDK, and the `aud` of the ID tokens the
   * stand-in issues. `''`: no Google client configured (`googleClientId: ""`, which the SDK
   * reports as `oauth_config_not_found`).
   */
  client_id: string;
  /**
   * The client's Authorized JavaScript origins, matched exactly (`https://app.example.com`,
   * `http://localhost:5173`). `[]`: any loopback origin (`http(s)://localhost`, `127.0.0.1` or
   * `[::1]`, any port). Other pages get the prompt's `unregistered_origin`.
   */
  javascript_origins: string[];
  /** `false`: Google does not know the client (the prompt reports `invalid_client`). */
  client_registered: boolean;
  /**
   * `true`: the project signs in with Stytch's default Google credentials, which One Tap cannot
   * use (`oneTapStart` fails with `default_provider_not_allowed`).
   */
  uses_default_provider: boolean;
}

export const DEFAULT_GOOGLE_ONE_TAP: Readonly<GoogleOneTapSettings> = Object.freeze({
  client_id: 'emulated-google-client-id.apps.googleusercontent.com',
  javascript_origins: [],
  client_registered: true,
  uses_default_provider: false,
});

const FIELDS = ['client_id', 'javascript_origins', 'client_registered', 'uses_default_provider'] as const;
const CLIENT_ID = /^[A-Za-z0-9._-]{1,200}$/;

/** `http(s)://host[:port]` exactly as `URL#origin` writes it (no path, no trailing slash, no `*`). */
function isExactOrigin(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

/** The check for `google_one_tap` (a partial object: fields left out keep their value). */
export function googleOneTapProblem(v: unknown): string | null {
  if (!isObject(v)) return 'must be an object {client_id?, javascript_origins?, client_registered?, uses_default_provider?}';
  const extra = Object.keys(v).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (extra !== undefined) return `has unknown field "${extra}" (known fields: ${FIELDS.join(', ')})`;
  if (v.client_id !== undefined && (typeof v.client_id !== 'string' || (v.client_id !== '' && !CLIENT_ID.test(v.client_id)))) {
    return '.client_id must be "" (no Google client) or 1–200 letters, digits, ".", "_" or "-" (like "1234-abc.apps.googleusercontent.com")';
  }
  if (v.javascript_origins !== undefined) {
    if (!Array.isArray(v.javascript_origins)) return '.javascript_origins must be an array of origins';
    const bad = v.javascript_origins.find((origin) => !isExactOrigin(origin));
    if (bad !== undefined) {
      return `.javascript_origins must hold exact origins like "http://localhost:5173" (no path, no "*"; got ${JSON.stringify(bad)})`;
    }
  }
  for (const flag of ['client_registered', 'uses_default_provider'] as const) {
    if (v[flag] !== undefined && typeof v[flag] !== 'boolean') return `.${flag} must be true or false`;
  }
  return null;
}

/** A validated partial merged over `base`, as a fresh object. */
export function mergeGoogleOneTap(base: GoogleOneTapSettings, patch: Partial<GoogleOneTapSettings> | undefined): GoogleOneTapSettings {
  return cloneGoogleOneTap({ ...base, ...patch });
}

export const cloneGoogleOneTap = (settings: GoogleOneTapSettings): GoogleOneTapSettings => ({
  ...settings,
  javascript_origins: [...settings.javascript_origins],
});

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Whether a page origin is one of the client's Authorized JavaScript origins. */
export function isOneTapOriginAllowed(origin: string, settings: GoogleOneTapSettings): boolean {
  if (!isExactOrigin(origin)) return false;
  if (settings.javascript_origins.length > 0) return settings.javascript_origins.includes(origin);
  return LOOPBACK_HOSTS.includes(new URL(origin).hostname);
}
