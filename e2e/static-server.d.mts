import type { Server } from "node:http"

export declare function serveStatic(
  root: string,
  port: number,
  options?: {
    gzip?: boolean
    headers?: (pathname: string) => Record<string, string>
    override?: (
      pathname: string,
      host: string,
    ) => { body: string; headers: Record<string, string> } | undefined
  },
): Promise<Server>
