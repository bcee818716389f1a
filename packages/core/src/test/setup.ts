import { configure } from '@testing-library/dom';

// The hooks' tests wait for flows that come from modules loaded on demand: their first import is
// transformed then, which beside the rest of `npm test` has taken over the default 1 s (CI, stop 16).
configure({ asyncUtilTimeout: 5000 });
