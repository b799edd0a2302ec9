// Runs a page's shell blocks as a reader pastes them: one block after another, in page order, in one
// working folder (a `cd` in one block holds for the next), with HOME pointing at a scratch folder so
// `~/…` stays inside it. Each block runs in `bash -eE -o pipefail`; the first command that fails stops
// the block, and the failure names the page file, the line of that command in the file and the
// program's own message (its stderr and stdout).
//
// `sudo` is a scratch shim that runs its command as the caller (the tests never change the system),
// and the caller passes the textual substitutions a reader makes (an address the page tells them to
// replace, /etc/haproxy/certs moved into the scratch folder).
import fs from 'node:fs';
import path from 'node:path';
import { program, runClient, scratchDir } from './real-programs.mjs';

/** The shell blocks of a page's samples (bash, sh, shell, console), in page order. */
export function shellBlocks(samples) {
  return samples.filter((s) => ['bash', 'sh', 'shell', 'console'].includes(s.lang));
}

/** A line of a block: `file:line` of the opening fence plus the line inside the block. */
export function blockLine(sample, lineInBlock) {
  return `${sample.file}:${sample.line + lineInBlock}`;
}

/**
 * A reader's shell session in a scratch folder. `run(sample, { substitute })` runs one block and
 * resolves with { status, stdout, stderr, failure } — `failure` is the message naming file:line and
 * the program's output when the block failed, otherwise undefined.
 */
export function readerSession(name) {
  const home = scratchDir(name);
  const bin = path.join(home, '.scratch-bin');
  fs.mkdirSync(bin, { recursive: true });
  fs.writeFileSync(path.join(bin, 'sudo'), '#!/bin/sh\nexec "$@"\n', { mode: 0o755 });
  const bash = program('bash');
  let cwd = home;
  const state = path.join(home, '.scratch-cwd');
  return {
    home,
    get cwd() {
      return cwd;
    },
    /** Runs one block; `substitute(text)` makes the reader's replacements first. */
    run(sample, { substitute = (t) => t, env = {} } = {}) {
      const text = substitute(sample.text);
      // One prelude line, so line N of the script is line N-1 of the block.
      const prelude = `trap 'rc=$?; echo "@@ERR $((LINENO-1)) $rc $BASH_COMMAND" >&2' ERR; cd ${JSON.stringify(cwd)}`;
      const script = `${prelude}\n${text}\npwd > ${JSON.stringify(state)}\n`;
      const res = runClient(bash, ['-eE', '-o', 'pipefail', '-c', script], {
        input: '',
        cwd,
        env: { HOME: home, PATH: `${bin}:${process.env.PATH}`, LC_ALL: 'C', ...env },
      });
      if (fs.existsSync(state)) {
        cwd = fs.readFileSync(state, 'utf8').trim() || cwd;
        fs.rmSync(state);
      }
      let failure;
      if (res.status !== 0) {
        const err = /@@ERR (\d+) (\d+) (.*)/.exec(res.stderr);
        const where = err ? blockLine(sample, Number(err[1])) : blockLine(sample, 0);
        const own = res.stderr.replace(/@@ERR .*\n?/g, '').trim();
        failure = `${where}: \`${err ? err[3] : 'block'}\` exited ${err ? err[2] : res.status}: ${own || res.stdout.trim() || '(no output)'}`;
      }
      return { ...res, stderr: res.stderr.replace(/@@ERR .*\n?/g, ''), failure };
    },
    remove() {
      fs.rmSync(home, { recursive: true, force: true });
    },
  };
}
