// Injected by mount-time.mjs into every page before its own scripts (Playwright's addInitScript):
// records when the email field first becomes usable, the layout shift and the long tasks.
//
// - Usable: an email <input> that is connected, enabled, not read-only, rendered (checkVisibility,
//   counting opacity and visibility) and has a box. Every DOM change (a MutationObserver on the
//   document and on each shadow root the page attaches, open or closed) notes when such a field is
//   first in the DOM, present and enabled, reading no style or layout; every frame callback checks
//   that it is rendered with a box (and catches what a stylesheet changes). `inDom` is when the DOM
//   had it (the noted moment, if it is the field usable at the first frame since; else that
//   frame); `usable` is just after the frame that found it usable has painted it (a task posted
//   from that frame's callback), when a user could see it and type; both `performance.now()`,
//   milliseconds since navigation start. (Reading a box in the DOM change's callback would force
//   the page's style and layout inside the task that rendered the widget, which the page leaves
//   to the frame, and lengthen that task in the long tasks below.)
// - CLS: the sum of 'layout-shift' values without recent input, until 1 s after the field is usable.
//   `ownCls` leaves out the shifts of the frame that first painted the widget (the host page's
//   content below moving to make room for it, which only the host can prevent, by reserving the
//   room or rendering on the server): what remains is the widget's own, growing or reflowing.
// - Long tasks: the sum of 'longtask' durations, until the same moment (and until usable), and
//   before usable their count and the longest.
// - Scripts: how many JavaScript files the page requested before the field was in the DOM, and
//   until the same moment (resource timing; the main script included).
// - Mount: the startTime of the 'portico-bench:mount' mark each page sets just before it mounts its
//   widget (createRoot().render, hydrateRoot, mountLogin); mount-time.mjs subtracts it from `usable`.
// - Live (Portico's pages): when the widget's flows replaced its first paint. The first paint
//   (MainShell, or the server's HTML) and the live Main (MainScreen) each render a
//   `[data-slot="main-screen"]` element; `live` is the moment the first one seen is gone and another
//   is in the DOM (a MutationObserver of its own, on the document and every shadow root). The record
//   waits for it, up to LIVE_WAIT_MS after the window above, on a page that showed a first paint.
(() => {
  const WINDOW_MS = 1000;
  const LIVE_WAIT_MS = 15_000;
  const SELECTOR = 'input[type="email"], input[autocomplete~="email"], input[name="email"]';
  const MAIN = '[data-slot="main-screen"]';
  const state = { inDom: null, usable: null, appeared: null, mount: null, live: null, done: false, cls: 0, ownCls: 0, shifts: 0, shiftLog: [], longTasks: 0, longTasksBeforeUsable: 0, longTaskCountBeforeUsable: 0, longestTaskBeforeUsable: 0, jsBeforeField: 0, js: 0, errors: [] };
  window.__mountTime = state;
  // What mount-time.mjs awaits: the record, once the window after the usable field has passed.
  let resolveDone;
  window.__mountTimeDone = new Promise((resolve) => (resolveDone = resolve));

  const roots = [document];
  const mutations = new MutationObserver(() => onMutation());
  const liveMutations = new MutationObserver(() => checkLive());
  const observe = (root) => {
    mutations.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'readonly', 'hidden', 'inert'] });
    liveMutations.observe(root, { childList: true, subtree: true });
  };
  observe(document);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    if (state.inDom === null) observe(root);
    else if (state.live === null) liveMutations.observe(root, { childList: true, subtree: true });
    return root;
  };

  /** `live`: the first `[data-slot="main-screen"]` seen is disconnected, and another one is there. */
  let firstMain = null;
  let whenLive = null;
  function checkLive() {
    if (state.live !== null) return;
    if (firstMain === null) {
      for (const root of roots) firstMain ??= root.querySelector(MAIN);
      return;
    }
    if (firstMain.isConnected || !roots.some((root) => root.querySelector(MAIN))) return;
    state.live = performance.now();
    liveMutations.disconnect();
    whenLive?.();
  }

  /** Present and enabled: what the DOM alone says (no style or layout is read, nothing is forced). */
  const isCandidate = (input) => input.isConnected && !input.matches(':disabled') && !input.readOnly;
  /** Rendered and with a box: read in a frame callback only, where the frame computes the layout anyway. */
  const isUsable = (input) => {
    if (!isCandidate(input)) return false;
    if (input.checkVisibility && !input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = input.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };

  /** Runs `run` in a task posted from a frame callback: it runs after that frame's paint. */
  const afterThisFrame = (run) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(null);
  };

  /**
   * `appeared`: the end of the first frame that painted the widget's container with a height (a
   * task posted from that frame's callback, as for `usable`). Shifts reported before it came
   * from the widget appearing. Read in frame callbacks only.
   */
  let appearing = false;
  function watchAppearance() {
    if (appearing) return;
    const container = document.getElementById('login');
    if (!container || container.getBoundingClientRect().height === 0) return;
    appearing = true;
    afterThisFrame(() => (state.appeared = performance.now()));
  }

  /**
   * On every DOM change: when an email field first is in the DOM, present and enabled (`seen`, a
   * candidate for `inDom`). Nothing here reads style or layout: a read would force the page's
   * style and layout inside the task that changed the DOM (the widget's render), which the page
   * itself leaves to the frame, and count them in that task's length.
   */
  let seen = null;
  let seenAt = null;
  let seenChecked = false;
  function onMutation() {
    checkLive();
    if (state.inDom !== null || seen !== null) return;
    for (const root of roots) {
      for (const input of root.querySelectorAll(SELECTOR)) {
        if (!isCandidate(input)) continue;
        seen = input;
        seenAt = performance.now();
        return;
      }
    }
  }

  /**
   * In each frame callback until the field is usable: `inDom` is when the DOM first had it (`seen`,
   * if that field is the one usable at the first frame since), else this frame; `usable` is just
   * after this frame has painted it.
   */
  function checkFrame() {
    watchAppearance();
    checkLive();
    if (state.inDom !== null) return;
    const firstFrameSinceSeen = seen !== null && !seenChecked;
    if (seen !== null) seenChecked = true;
    for (const root of roots) {
      for (const input of root.querySelectorAll(SELECTOR)) {
        if (!isUsable(input)) continue;
        state.inDom = firstFrameSinceSeen && input === seen ? seenAt : performance.now();
        mutations.disconnect();
        afterThisFrame(() => {
          state.usable = performance.now();
          setTimeout(finish, WINDOW_MS);
        });
        return;
      }
    }
  }
  const frame = () => {
    checkFrame();
    if (state.inDom === null || (!appearing && !state.done)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  const shifts = [];
  const tasks = [];
  const shiftObserver = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
  shiftObserver.observe({ type: 'layout-shift', buffered: true });
  const taskObserver = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  taskObserver.observe({ type: 'longtask', buffered: true });

  function finish() {
    state.mount = performance.getEntriesByName('portico-bench:mount', 'mark')[0]?.startTime ?? null;
    shifts.push(...shiftObserver.takeRecords());
    tasks.push(...taskObserver.takeRecords());
    const end = state.usable + WINDOW_MS;
    for (const shift of shifts) {
      if (shift.hadRecentInput || shift.startTime > end) continue;
      state.cls += shift.value;
      const own = state.appeared !== null && shift.startTime > state.appeared;
      if (own) state.ownCls += shift.value;
      state.shifts += 1;
      state.shiftLog.push({
        at: Math.round(shift.startTime),
        own,
        value: Number(shift.value.toFixed(4)),
        sources: shift.sources.map((source) => source.node?.nodeName ?? '?').join(' '),
      });
    }
    for (const task of tasks) {
      if (task.startTime > end) continue;
      state.longTasks += task.duration;
      if (task.startTime < state.usable) {
        state.longTasksBeforeUsable += Math.min(task.duration, state.usable - task.startTime);
        state.longTaskCountBeforeUsable += 1;
        state.longestTaskBeforeUsable = Math.max(state.longestTaskBeforeUsable, task.duration);
      }
    }
    // The scripts the page requested (the page's own chunks, whatever their origin) before the
    // field was in the DOM (what its first render could have waited for: a request started by the
    // commit that put it there, as a lazy chunk's, is not), and until the end of the window.
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
    state.jsBeforeField = scripts.filter((entry) => entry.startTime < state.inDom).length;
    state.js = scripts.filter((entry) => entry.startTime <= end).length;
    // What was fetched until then (for --verbose): path, start and end, milliseconds since navigation start.
    state.resources = performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      return `${url.origin === location.origin ? '' : 'emulator '}${url.pathname.split('/').pop()} ${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)}`;
    });
    // A page with a first paint waits for its live widget (not past LIVE_WAIT_MS); then the record.
    const done = () => {
      whenLive = null;
      liveMutations.disconnect();
      state.done = true;
      resolveDone(state);
    };
    checkLive();
    if (firstMain === null || state.live !== null) return done();
    whenLive = done;
    setTimeout(() => whenLive?.(), LIVE_WAIT_MS);
  }

  window.addEventListener('error', (event) => state.errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => state.errors.push(String(event.reason?.message ?? event.reason)));
})();
