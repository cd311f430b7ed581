/** @jest-environment node */
import { nameClasses, SHORT_CLASS_NAME } from "../classNames"

// The shape of Gatsby 5's rules for CSS (utils/webpack-utils.js): CSS modules in a oneOf, plain CSS
// beside them, loaders given by path.
const rules = () => [
  { test: /\.js$/, use: [{ loader: "/node_modules/babel-loader/lib/index.js", options: {} }] },
  {
    oneOf: [
      {
        test: /\.module\.css$/,
        use: [
          { loader: "/node_modules/mini-css-extract-plugin/dist/loader.js", options: {} },
          {
            loader: "/node_modules/css-loader/dist/cjs.js",
            options: {
              modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" },
            },
          },
          { loader: "/node_modules/postcss-loader/dist/cjs.js", options: {} },
        ],
      },
      {
        test: /\.css$/,
        use: [{ loader: "/node_modules/css-loader/dist/cjs.js", options: { modules: false } }],
      },
    ],
  },
]

test("every CSS-module loader names its classes with the short hash; plain CSS and other loaders are left alone", () => {
  const config = rules()
  expect(nameClasses(config, SHORT_CLASS_NAME)).toBe(1)
  const [module, plain] = (config[1] as { oneOf: { use: { options: { modules: unknown } }[] }[] })
    .oneOf
  expect(module!.use[1]!.options.modules).toEqual({
    namedExport: true,
    localIdentName: "[hash:base62:5]",
  })
  expect(plain!.use[0]!.options.modules).toBe(false)
})

test("a configuration with no CSS-module loader changes nothing, and says so", () => {
  expect(
    nameClasses([{ test: /\.js$/, use: [{ loader: "babel-loader" }] }], SHORT_CLASS_NAME),
  ).toBe(0)
  expect(nameClasses(undefined, SHORT_CLASS_NAME)).toBe(0)
})
