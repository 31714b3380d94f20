/**
 * Measuring commands: wall time and peak resident memory of a whole process tree (Docusaurus builds run
 * worker threads and child processes), sampled from /proc every 200 ms; folder sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';

export interface Measured {
  readonly seconds: number;
  /** CPU time (user + system) of the command and its children: steadier than wall time on a shared machine. */
  readonly cpuSeconds: number;
  /** Largest sum of the tree's resident memory seen, in MiB. */
  readonly peakRssMiB: number;
}

function childrenOf(): Map<number, number[]> {
  const kids = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      kids.set(ppid, [...(kids.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return kids;
}

function rssKiB(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in KiB. */
export function treeRssKiB(root: number): number {
  const kids = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rssKiB(pid);
    stack.push(...(kids.get(pid) ?? []));
  }
  return total;
}

export interface RunOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Where the command's output goes (it is long); the last lines are shown on failure. */
  readonly logFile: string;
}

export function measure(command: string, args: readonly string[], {cwd, env, logFile}: RunOptions): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const log = fs.openSync(logFile, 'w');
    const start = process.hrtime.bigint();
    // GNU time reports the CPU time of the whole tree (worker threads and waited-for children included).
    const timeFile = `${logFile}.time`;
    const child = spawn('/usr/bin/time', ['-f', '%U %S', '-o', timeFile, command, ...args], {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', log, log],
    });
    let peak = 0;
    const timer = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssKiB(child.pid));
    }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      fs.closeSync(log);
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (code !== 0) {
        const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
        reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited with ${code}:\n${tail}`));
        return;
      }
      const [user, system] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
      resolve({seconds, cpuSeconds: (user ?? NaN) + (system ?? NaN), peakRssMiB: peak / 1024});
    });
  });
}

/** Total size of the files under a folder, in bytes. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const f of fs.readdirSync(dir, {recursive: true}) as string[]) {
    const st = fs.statSync(path.join(dir, f));
    if (st.isFile()) total += st.size;
  }
  return total;
}
