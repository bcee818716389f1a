// Types of generate.mjs, for the test that regenerates the icons in memory.

export interface IconManifestEntry {
  id: string;
  label: string;
  source: { set: string; icon: string } | { web3icons: string };
  crop?: [number, number, number, number];
  fill?: string;
}

export const OUTPUT_DIR: string;
export const ICONS: IconManifestEntry[];
/** Every generated file (module or README), by file name, without touching the disk. */
export function generateIconFiles(): Promise<Map<string, string>>;
/** Files that differ from a fresh generation, as `name (missing|changed|stale)`. */
export function compareWithDisk(files: Map<string, string>, dir?: string): string[];
