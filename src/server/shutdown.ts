/**
 * Work to finish before the process exits on SIGTERM (server.ts): registered where it runs, which
 * may be one of Next's server bundles, so the list is the process's one.
 */
type ShutdownTask = () => Promise<void>;

const tasksKey = Symbol.for('site.shutdown-tasks');
const store = globalThis as typeof globalThis & { [tasksKey]?: Set<ShutdownTask> };
const tasks = (store[tasksKey] ??= new Set<ShutdownTask>());

export function onShutdown(task: ShutdownTask): void {
  tasks.add(task);
}

/** Runs every task; resolves when all have settled. */
export async function runShutdownTasks(): Promise<void> {
  await Promise.allSettled([...tasks].map((task) => task()));
}
