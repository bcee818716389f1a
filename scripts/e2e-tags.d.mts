/** Types of e2e-tags.mjs (the flow map's reader of the playground's end-to-end tags). */
export declare const FLOW_TAGS: Set<string>;
/** The flows' tags a title carries: `@` and a registered flow's name at a word boundary. */
export declare function titleTags(title: string): string[];
export interface E2eTagCounts {
  tests: Map<string, number>;
  faultFlows: Map<string, number>;
}
/** The e2e folder's tests by tag, with the problems found (a test without a flow's tag, a tag no flow has). */
export declare function e2eTags(dir: string): Map<string, E2eTagCounts> & { problems: string[] };
