/**
 * A brand mark as the generator writes it (scripts/provider-icons): the inner markup of an
 * `<svg>` and its box (`viewBox` = `left top width height`). The strings are build-time
 * constants taken from the icon sets, never user or server data.
 */
export interface IconData {
  left?: number;
  top?: number;
  width: number;
  height: number;
  body: string;
}
