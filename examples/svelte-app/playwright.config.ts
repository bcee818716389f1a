import { examplePlaywrightConfig } from '../e2e-support';

export default examplePlaywrightConfig({ name: 'svelte', appPort: 5160 });
