/** The suite's ports (4120–4139 and 5120–5139 are this suite's), overridable by environment variables. */
export const emulatorPort = Number(process.env.PORTICO_CONFORMANCE_EMULATOR_PORT ?? 4120);
export const pagesPort = Number(process.env.PORTICO_CONFORMANCE_PAGES_PORT ?? 5120);
export const emulatorUrl = `http://localhost:${emulatorPort}`;
export const pagesUrl = `http://localhost:${pagesPort}`;
