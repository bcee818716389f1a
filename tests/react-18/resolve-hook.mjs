// The ES-module half of ./require-hook.mjs (module customization hooks run on their own thread).
const REACT = /^(react|react-dom|scheduler)(\/|$)/;
const from = new URL('./package.json', import.meta.url).href;

export function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, REACT.test(specifier) ? { ...context, parentURL: from } : context);
}
