/**
 * The stand-in for Google's `https://accounts.google.com/gsi/client` (protocol §4.3), served at
 * `GET /emulator/gsi/client`. Tests serve this body in place of Google's URL (Playwright
 * `page.route`, or MSW in browser mode), so the script cannot learn the emulator's address from
 * its own URL: the server writes its public base URL into it.
 *
 * It defines `window.google.accounts.id` with what the Stytch SDK calls (`initialize`, `prompt`,
 * `cancel`) and harmless versions of the rest. `prompt()` asks the emulator
 * (`/emulator/gsi/status`) whether the client is registered and the page's origin allowed, then
 * shows the account chooser (`/emulator/gsi/prompt`) in an iframe: inside the element
 * `prompt_parent_id` names (embedded), else fixed at the top right of the page (floating). The
 * chooser posts messages to the page, checked by origin, source and shape: its height, the ID
 * token of the account picked, or Close. The prompt listener gets Google's moment notifications.
 * The DOM is built with `createElement`; nothing is parsed as HTML.
 */

/** The `type` of every message the chooser posts to the page. */
export const GSI_MESSAGE_TYPE = 'portico-gsi';

/** A JSON string literal that is also safe inside an HTML `<script>` element. */
const scriptString = (value: string): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function gsiClientScript(baseUrl: string): string {
  return `/* Portico emulator: a stand-in for Google Identity Services (https://accounts.google.com/gsi/client). */
(() => {
  'use strict';
  const EMULATOR = ${scriptString(baseUrl)};
  const EMULATOR_ORIGIN = new URL(EMULATOR).origin;
  const MESSAGE_TYPE = ${scriptString(GSI_MESSAGE_TYPE)};
  const LOG = '[portico-emulator] Google One Tap stand-in:';

  const google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  if (google.accounts.id && google.accounts.id.porticoEmulator) return;

  /** The options of the last initialize() call. */
  let config = null;
  /** The prompt on screen: {container, iframe, listener, onMessage, onOutsideClick}. */
  let current = null;
  /** Bumped by prompt() and cancel(), so a status answer that arrives late shows nothing. */
  let generation = 0;

  /** A PromptMomentNotification. */
  const moment = (type, reason) => ({
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && !reason,
    isNotDisplayed: () => type === 'display' && Boolean(reason),
    getNotDisplayedReason: () => (type === 'display' && reason) || undefined,
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  });

  const notify = (listener, type, reason) => {
    if (typeof listener !== 'function') return;
    try {
      listener(moment(type, reason));
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
    }
  };

  /** Takes the prompt off the page; false if it was not the one on screen. */
  const remove = (prompt) => {
    if (!prompt || current !== prompt) return false;
    current = null;
    window.removeEventListener('message', prompt.onMessage);
    if (prompt.onOutsideClick) document.removeEventListener('click', prompt.onOutsideClick, true);
    prompt.container.remove();
    return true;
  };

  const show = (listener, options) => {
    const parentId = options.prompt_parent_id ? String(options.prompt_parent_id) : '';
    const parent = parentId ? document.getElementById(parentId) : null;
    const embedded = parent !== null;

    const container = document.createElement('div');
    container.id = 'credential_picker_container';
    container.dataset.porticoEmulator = 'google-one-tap';
    Object.assign(
      container.style,
      embedded
        ? { width: '100%' }
        : {
            position: 'fixed',
            top: '16px',
            right: '16px',
            zIndex: '2147483000',
            width: '391px',
            maxWidth: 'calc(100vw - 32px)',
            maxHeight: 'calc(100vh - 32px)',
            overflowY: 'auto',
            background: '#fff',
            borderRadius: '8px',
            boxShadow: '0 1px 3px rgba(60, 64, 67, 0.3), 0 4px 12px 3px rgba(60, 64, 67, 0.2)',
          },
    );

    const iframe = document.createElement('iframe');
    iframe.id = 'credential_picker_iframe';
    iframe.title = 'Sign in with Google';
    const query = new URLSearchParams({
      client_id: String(options.client_id),
      origin: window.location.origin,
      mode: embedded ? 'embedded' : 'floating',
      context: String(options.context || 'signin'),
    });
    if (options.nonce) query.set('nonce', String(options.nonce));
    iframe.src = EMULATOR + '/emulator/gsi/prompt?' + query.toString();
    Object.assign(iframe.style, { display: 'block', border: '0', width: '100%', height: '220px' });

    const prompt = { container, iframe, listener, onMessage: null, onOutsideClick: null };
    prompt.onMessage = (event) => {
      if (event.origin !== EMULATOR_ORIGIN || event.source !== iframe.contentWindow) return;
      const data = event.data;
      if (typeof data !== 'object' || data === null || data.type !== MESSAGE_TYPE) return;
      if (data.event === 'resize' && typeof data.height === 'number' && Number.isFinite(data.height)) {
        iframe.style.height = Math.min(Math.max(Math.ceil(data.height), 0), 4000) + 'px';
      } else if (data.event === 'credential' && typeof data.credential === 'string' && data.credential !== '') {
        if (!remove(prompt)) return;
        try {
          if (typeof options.callback === 'function') {
            options.callback({ credential: data.credential, select_by: 'user', clientId: String(options.client_id) });
          }
        } finally {
          notify(listener, 'dismissed', 'credential_returned');
        }
      } else if (data.event === 'close') {
        if (remove(prompt)) notify(listener, 'skipped', 'user_cancel');
      }
    };
    // Floating only, as Google does: a click anywhere else on the page closes the prompt.
    if (!embedded && options.cancel_on_tap_outside !== false) {
      prompt.onOutsideClick = (event) => {
        if (event.target instanceof Node && container.contains(event.target)) return;
        if (remove(prompt)) notify(listener, 'skipped', 'tap_outside');
      };
    }

    window.addEventListener('message', prompt.onMessage);
    iframe.addEventListener('load', () => current === prompt && notify(listener, 'display'), { once: true });
    container.appendChild(iframe);
    (parent || document.body).appendChild(container);
    current = prompt;
    // Not the click that may have started this flow.
    if (prompt.onOutsideClick) setTimeout(() => current === prompt && document.addEventListener('click', prompt.onOutsideClick, true));
  };

  const initialize = (options) => {
    config = Object.assign({}, options);
  };

  const prompt = (listener) => {
    const options = config;
    const ticket = ++generation;
    if (current) {
      const previous = current;
      remove(previous);
      notify(previous.listener, 'dismissed', 'flow_restarted');
    }
    if (!options || !options.client_id) {
      console.warn(LOG, 'prompt() was called before initialize() with a client_id.');
      setTimeout(() => notify(listener, 'display', 'missing_client_id'));
      return;
    }
    const query = new URLSearchParams({ client_id: String(options.client_id), origin: window.location.origin });
    fetch(EMULATOR + '/emulator/gsi/status?' + query.toString(), { credentials: 'omit' })
      .then((response) => {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then((status) => {
        if (ticket !== generation) return;
        if (status.not_displayed_reason) {
          console.warn(LOG, 'the prompt is not displayed:', status.not_displayed_reason, '-', status.message);
          notify(listener, 'display', String(status.not_displayed_reason));
          return;
        }
        show(listener, options);
      })
      .catch((error) => {
        if (ticket !== generation) return;
        console.error(LOG, 'could not reach the emulator at ' + EMULATOR + ':', error);
        notify(listener, 'display', 'unknown_reason');
      });
  };

  const cancel = () => {
    generation++;
    const prompt = current;
    if (remove(prompt)) notify(prompt.listener, 'dismissed', 'cancel_called');
  };

  google.accounts.id = {
    porticoEmulator: true,
    initialize,
    prompt,
    cancel,
    disableAutoSelect: () => {},
    storeCredential: (credential, callback) => typeof callback === 'function' && callback(),
    revoke: (hint, callback) => typeof callback === 'function' && callback({ successful: true }),
    renderButton: () => {},
    setLogLevel: () => {},
  };
  if (typeof window.onGoogleLibraryLoad === 'function') window.onGoogleLibraryLoad();
})();
`;
}
