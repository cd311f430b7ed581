export type NetlifyHeaderRule = { path: string; pattern: RegExp; headers: Record<string, string> }
export declare function parseNetlifyHeaders(text: string): Promise<NetlifyHeaderRule[]>
export declare function headersForPath(
  rules: NetlifyHeaderRule[],
  pathname: string,
): Record<string, string>
export declare function rulesSetting(
  rules: NetlifyHeaderRule[],
  pathname: string,
  name: string,
): NetlifyHeaderRule[]
export declare function netlifyHeaders(
  file: string,
): Promise<(pathname: string) => Record<string, string>>
