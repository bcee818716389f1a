import { examplePlaywrightConfig } from '../e2e-support';

export default examplePlaywrightConfig({ name: 'vue', appPort: 5150 });
