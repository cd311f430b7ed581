/**
 * What Gatsby leaves in public/ for itself and no visitor's browser asks for: its build statistics
 * (which list every script and its modules), its chunk map, and Partytown's library, which it copies
 * whether or not any script runs off the main thread (none here). Removed once the pages are written,
 * when the build no longer reads them; every build writes them again.
 */
export const BUILD_ONLY = ["webpack.stats.json", "chunk-map.json", "~partytown"]
