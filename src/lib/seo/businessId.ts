/** The business's own node on the one page, which every resource page names as its publisher. */
export const businessId = ({ siteUrl }: { siteUrl: string }) => `${siteUrl}/#business`
