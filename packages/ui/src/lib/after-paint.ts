/**
 * `afterPaint` (@portico/core): runs work once the browser has painted the frame now being
 * prepared. Here for the primitives, which import nothing from core directly (they know nothing
 * of auth); one copy, core's, in every bundle.
 */
export { afterPaint } from '@portico/core';
