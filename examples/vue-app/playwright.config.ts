import { examplePlaywrightConfig } from '../e2e-support';

export const emulatorUrl = 'http://localhost:4150';
export default examplePlaywrightConfig({ emulatorPort: 4150, appPort: 5150 });
