// A scratch copy of the repository at one commit, for a build that the working tree can neither break
// nor flatter: the growth benchmark's copies of HEAD, and --base's copy of an earlier commit.
import { spawnSync } from "node:child_process"
import { mkdir, rm, symlink } from "node:fs/promises"
import path from "node:path"

/** The full id of the commit `ref` names in the repository at `root`; throws when it names none. */
export function commitOf(root, ref) {
  const git = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
    cwd: root,
    encoding: "utf8",
  })
  const commit = git.stdout.trim()
  if (!commit) throw new Error(`${JSON.stringify(ref)} names no commit of this repository`)
  return commit
}

/**
 * Replaces `dir` with the files of `ref` as committed in the repository at `root`, and links `root`'s
 * node_modules into it (the same dependencies, not a second install). Returns the full commit id.
 */
export async function scratchCopy(root, dir, ref = "HEAD") {
  const commit = commitOf(root, ref)
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  const archive = spawnSync("sh", ["-c", 'git archive "$1" | tar -x -C "$2"', "sh", commit, dir], {
    cwd: root,
    encoding: "utf8",
  })
  if (archive.status !== 0) throw new Error(`git archive ${commit} failed: ${archive.stderr}`)
  await symlink(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir")
  return commit
}
