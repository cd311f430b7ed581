// The build's day as a node: every query that reads what is published depends on it, so when the day
// changes, a build with the last one's cache runs those queries again and a scheduled piece appears.

/** The node's type; sourced by plugins/source-content, read by every resolver that publishes by day. */
export const PUBLISHING_DAY = "PublishingDay"

/** A resolver's context, as far as reading nodes goes. */
export type FindOne = { nodeModel: { findOne: (args: object) => Promise<Record<string, unknown>> } }

/**
 * The build's day, read through the query's node model: the query then depends on the day's node, and
 * runs again when it changes.
 */
export async function todayOf(context: FindOne): Promise<string> {
  const day = await context.nodeModel.findOne({ type: PUBLISHING_DAY, query: {} })
  if (typeof day?.today !== "string")
    throw new Error("source-content: the build's day was not sourced")
  return day.today
}
