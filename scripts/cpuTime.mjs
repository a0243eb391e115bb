// CPU-seconds of a command and of everything it starts (Chromium, the servers, anvil), so figures
// from a quiet machine and a busy one compare; and the machine's calibration figure, the CPU time
// of one fixed workload, so figures from two machines compare.
//
// The command runs in a cgroup of its own where the kernel lets us make one (cgroup v2's
// `cpu.stat`, else v1's `cpuacct.usage`): it counts every descendant, also those whose parent
// died first. Elsewhere the figure is the children's times the kernel adds up as each is reaped
// (`/proc/self/stat`), which misses a process orphaned before it ended.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'

const cgroupRoots = [
  { dir: '/sys/fs/cgroup', usage: (dir) => cgroupV2Seconds(dir) },
  { dir: '/sys/fs/cgroup/unified', usage: (dir) => cgroupV2Seconds(dir) },
  {
    dir: '/sys/fs/cgroup/cpuacct',
    usage: (dir) => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
  },
]

function cgroupV2Seconds(dir) {
  const line = readFileSync(join(dir, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)/m)
  if (!line) throw new Error(`no usage_usec in ${dir}/cpu.stat`)
  return Number(line[1]) / 1e6
}

/** A fresh cgroup we may move a process into, or undefined. */
function makeCgroup() {
  for (const root of cgroupRoots) {
    const dir = join(root.dir, `plaza-test-${process.pid}-${Date.now()}`)
    try {
      mkdirSync(dir)
      root.usage(dir)
      return { dir, usage: () => root.usage(dir) }
    } catch {
      try {
        rmdirSync(dir)
      } catch {}
    }
  }
  return undefined
}

/** User + system seconds of this process's reaped children so far. */
function reapedChildrenSeconds() {
  // Fields after the command name: cutime and cstime are the 14th and 15th (clock ticks of 1/100 s).
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')
  return (Number(fields[13]) + Number(fields[14])) / 100
}

/**
 * Runs `command` with inherited stdio; resolves to its exit status, wall seconds and CPU-seconds
 * (`cpuSource` says which way they were counted). Without a cgroup the figure counts every child
 * reaped meanwhile: run one command at a time then.
 */
export async function runMeasured(command, args, env) {
  const cgroup = makeCgroup()
  const startedCpu = cgroup ? 0 : reapedChildrenSeconds()
  const started = performance.now()
  const child = cgroup
    ? spawn(
        'sh',
        ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', cgroup.dir, command, ...args],
        { stdio: 'inherit', env },
      )
    : spawn(command, args, { stdio: 'inherit', env })
  const status = await new Promise((resolve) => {
    child.on('error', () => resolve(127))
    child.on('close', (code) => resolve(code ?? 1))
  })
  const wallSeconds = (performance.now() - started) / 1000
  const cpuSeconds = cgroup ? cgroup.usage() : reapedChildrenSeconds() - startedCpu
  if (cgroup) {
    try {
      rmdirSync(cgroup.dir)
    } catch {} // a process of the phase still runs: the last step of `npm test` names it
  }
  return { status, wallSeconds, cpuSeconds, cpuSource: cgroup ? 'cgroup' : 'reaped children' }
}

/**
 * The machine's calibration figure: CPU-seconds of one fixed single-threaded JavaScript workload
 * (sorting, string building, JSON and Map work). 1.7 to 2.4 s on the machine the README's figures
 * come from, as the host's load moves; a machine that shows twice the figure is about half as
 * fast per core.
 */
export function calibrate() {
  let seed = 1
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const started = process.cpuUsage()
  let checksum = 0
  for (let round = 0; round < 60; round++) {
    const numbers = Array.from({ length: 20_000 }, random).sort((a, b) => a - b)
    const map = new Map(numbers.map((n, i) => [`k${i}:${n.toFixed(6)}`, n]))
    const text = JSON.stringify([...map.entries()].slice(0, 5_000))
    checksum += JSON.parse(text).length + map.size
  }
  const { user, system } = process.cpuUsage(started)
  if (checksum !== 60 * 25_000) throw new Error('calibration workload went wrong')
  return (user + system) / 1e6
}
