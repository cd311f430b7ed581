import { resourcesInWords } from "../model/wording"
import { FEED_PATH } from "../siteConfig"
import * as styles from "./FeedLink.module.css"

// In the lists' own words, so a list added to the site is named here as in the feed's title.
const whatItHolds = resourcesInWords()

/** Said for readers who have never used a feed; the feed is a file, not a page. */
export function FeedLink() {
  return (
    <p className={styles.feed}>
      Follow new {whatItHolds} in a feed reader, an app that gathers what the sites you choose
      publish: add{" "}
      <a href={FEED_PATH} type="application/rss+xml">
        this site&apos;s feed
      </a>{" "}
      to it. Each new one then appears there as soon as it is published, with no account to open
      here and no email address to give.
    </p>
  )
}
