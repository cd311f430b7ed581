export declare function netlifyHeaders(file: string): (pathname: string) => Record<string, string>
