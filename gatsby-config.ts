import dotenv from "dotenv"
import type { GatsbyConfig } from "gatsby"

// Local settings (mail IDs, siteUrl) from .env.development or .env.production; see .env.example.
// Variables already set in the environment (Netlify's, CI's) win.
dotenv.config({ path: `.env.${process.env.NODE_ENV}`, quiet: true })

const config: GatsbyConfig = {
  siteMetadata: {
    title: "Becoming Your Best",
    description:
      "Executive leadership coaching from a former healthcare leader: reach your goals faster, grow your emotional intelligence and lead at your best.",
    // The one place the public address lives; canonical URLs, the sitemap and social cards derive from it.
    siteUrl: process.env.SITE_URL ?? "https://becomingyourbest.netlify.app",
  },
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Every image the page shows: AVIF and WebP with a JPEG/PNG fallback, a dominant-colour placeholder.
        defaults: { formats: ["auto", "avif", "webp"], placeholder: "dominantColor", quality: 70 },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: "./data" },
    },
    {
      // data/content.json is a single object; without a typeName it would be called DataJson.
      resolve: "gatsby-transformer-json",
      options: { typeName: "Content" },
    },
  ],
}

export default config
