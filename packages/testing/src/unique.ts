/**
 * Addresses no other test uses: for tests that share an emulator (one attached to, or a worker's
 * across tests with `emulatorReset: 'never'`), where a fixed address would meet another test's
 * user and messages.
 */
let counter = 0;
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX);
const phoneBlock = (Number.isInteger(parallelIndex) && process.env.TEST_PARALLEL_INDEX !== '' ? parallelIndex : process.pid) % 10;
const phoneStart = Math.floor(Math.random() * 1000);
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** `label.<run>.<pid>.<n>@example.com`: unique across workers and runs. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${run}.${process.pid}.${counter}@example.com`;
}

/**
 * A US number in the 201-555 range (fictional, and a country Stytch texts by default): as typed
 * (`national`), as digits, and in E.164 (`e164`, how the inbox and the emulator name it).
 */
export function uniquePhone(): { national: string; digits: string; e164: string } {
  counter += 1;
  // One block of 1,000 numbers per Playwright worker (its parallel index; else the process id), and
  // within it the next number from a random start: no two calls of a run meet until a worker has
  // made 1,000 (a fresh random number each call met another test's in about one suite run of two).
  const line = String(phoneBlock * 1000 + ((phoneStart + counter) % 1000)).padStart(4, '0');
  const digits = `201555${line}`;
  return { national: `(201) 555-${line}`, digits, e164: `+1${digits}` };
}
