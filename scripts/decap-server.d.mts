import type { ChildProcess, StdioOptions } from "node:child_process"

export declare const DECAP_SERVER_HOST: string
export declare function startDecapServer(options?: {
  port?: number
  repo?: string
  stdio?: StdioOptions
  env?: Record<string, string>
}): ChildProcess
