// The build's day as a node: a query that reads it through Gatsby's node model runs again, on a
// cached build, when the day changes, so a scheduled piece appears.

export const PUBLISHING_DAY = "PublishingDay"

export type FindOne = { nodeModel: { findOne: (args: object) => Promise<Record<string, unknown>> } }

export async function todayOf(context: FindOne): Promise<string> {
  const day = await context.nodeModel.findOne({ type: PUBLISHING_DAY, query: {} })
  if (typeof day?.today !== "string")
    throw new Error("source-content: the build's day was not sourced")
  return day.today
}
