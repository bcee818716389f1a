import { examplePlaywrightConfig } from '../e2e-support';

export const emulatorUrl = 'http://localhost:4160';
export default examplePlaywrightConfig({ emulatorPort: 4160, appPort: 5160 });
