import type { Content } from "../src/model/schema"

export declare function growReworded(content: Content, factor: number): Content
export declare const WORDS: readonly string[]
export declare const TITLE_WORDS: readonly string[]
export declare const LOOKING_BACK: string
