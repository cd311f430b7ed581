import path from "path"
import type { Compiler, WebpackPluginInstance } from "webpack"
import { inFileWords } from "../../src/model/problems"
import { validateContentFile } from "./validateFile"

const NAME = "ContentCheckOnSave"

// A webpack compile error, because Gatsby's error overlay stays until a compile without one:
// exactly as long as the file has problems.
export function checkOnSave(file: string): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      // thisCompilation, not compilation: the CSS extractor's child compilers would report it again.
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        // Watched as if the bundle read them, so that a save or a picture added starts a compile.
        compilation.fileDependencies.add(file)
        compilation.contextDependencies.add(path.dirname(file))
        const problems = validateContentFile(file)
        if (problems.length === 0) return
        // The overlay shows the first line as the file's name, and its button opens that file.
        const error = new compiler.webpack.WebpackError(
          [
            path.relative(compiler.context, file),
            ...problems.map(inFileWords),
            "Until this is fixed, the page shows the content as it was at the last save without problems.",
          ].join("\n"),
        )
        error.hideStack = true
        compilation.errors.push(error)
      })
    },
  }
}
