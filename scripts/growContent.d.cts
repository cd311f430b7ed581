import type { Content, EventContent } from "../src/model/schema"

export declare const LISTS: readonly ["Articles", "Podcasts", "Books"]
export declare const SAMPLE_EVENTS: readonly EventContent[]
export declare function grow(content: Content, factor: number): Content
export declare function coachEditsHostile(content: Content): Content
export declare const HOSTILE_TITLES: {
  long: string
  markup: string
  special: string
  script: string
}
export declare const REVISITED: string
