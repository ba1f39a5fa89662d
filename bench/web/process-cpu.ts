import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond: number | null = null;

function clockTicks(): number {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** pid → [parent pid, user + system ticks] of every process, from /proc (Linux). */
function processTable(): Map<number, [number, number]> {
  const table = new Map<number, [number, number]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields after its closing one are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), [Number(fields[1]), Number(fields[11]) + Number(fields[12])]);
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

/**
 * The CPU time, in milliseconds, that a process and all its descendants have used so far (a server that forks
 * workers counts them too), or null where /proc is not available.
 */
export function treeCpuMs(root: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const table = processTable();
  const members = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, [parent]] of table) {
      if (!members.has(pid) && members.has(parent)) {
        members.add(pid);
        grew = true;
      }
    }
  }
  let ticks = 0;
  for (const pid of members) ticks += table.get(pid)?.[1] ?? 0;
  return (ticks / clockTicks()) * 1000;
}
