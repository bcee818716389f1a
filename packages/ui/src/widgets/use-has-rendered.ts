import { useEffect, useState } from 'react';

/** False during the first render, true ever after: screens shown later may take focus. */
export function useHasRendered(): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered;
}
