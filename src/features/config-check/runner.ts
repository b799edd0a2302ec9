/**
 * Runs checks for the page: in a Web Worker (./worker.ts) so a large paste never blocks the page; a
 * newer request ends the one still running; a check that takes longer than CHECK_TIMEOUT_MS is
 * ended and told as such. Where a browser cannot start the worker, the analyser is loaded into the
 * page and runs there on texts up to MAIN_THREAD_MAX_CHARS.
 */
import type { Report } from './analyse';
import type { CheckRequest, CheckResponse } from './worker';

export const CHECK_TIMEOUT_MS = 30000;
const MAIN_THREAD_MAX_CHARS = 200 * 1024;

type Job = { id: number; resolve: (report: Report) => void; timer: number };

const refused = (version: string, message: string): Report => ({
  version,
  refused: message,
  findings: [],
  omitted: 0,
  written: 0,
  defaults: [],
});

export class CheckRunner {
  private worker: Worker | null = null;
  private workerFailed = false;
  private job: Job | null = null;
  private nextId = 1;

  /** Start the worker ahead of the first check, so the first answer comes quickly. */
  warmUp(): void {
    this.ensureWorker();
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.workerFailed) return this.worker;
    try {
      const worker = new Worker(new URL('./worker.ts', import.meta.url));
      worker.onmessage = ({ data }: MessageEvent<CheckResponse>) => {
        if (!this.job || data.id !== this.job.id) return;
        const { resolve, timer } = this.job;
        window.clearTimeout(timer);
        this.job = null;
        resolve(data.report);
      };
      worker.onerror = (event) => {
        event.preventDefault();
        this.end();
        this.workerFailed = true;
      };
      this.worker = worker;
    } catch {
      this.workerFailed = true;
    }
    return this.worker;
  }

  /** End the running check, if any (its promise never settles; the page has moved on). */
  private end(): void {
    if (this.job) window.clearTimeout(this.job.timer);
    this.job = null;
    this.worker?.terminate();
    this.worker = null;
  }

  /** Check a text; a later call supersedes this one (whose promise then never settles). */
  check(text: string, version: string, target?: string): Promise<Report> {
    if (this.job) this.end();
    const worker = this.ensureWorker();
    if (!worker) return this.checkHere(text, version, target);
    const id = this.nextId++;
    return new Promise<Report>((resolve) => {
      const timer = window.setTimeout(() => {
        this.end();
        resolve(
          refused(
            version,
            `检查超过 ${CHECK_TIMEOUT_MS / 1000} 秒仍未完成，已停止。内容可能过大或结构过于复杂，config.yaml 通常只有几 KB。`,
          ),
        );
      }, CHECK_TIMEOUT_MS);
      this.job = { id, resolve, timer };
      const request: CheckRequest = { id, text, version, ...(target ? { target } : {}) };
      worker.postMessage(request);
    });
  }

  private async checkHere(text: string, version: string, target?: string): Promise<Report> {
    if (text.length > MAIN_THREAD_MAX_CHARS) {
      return refused(version, `这个浏览器无法在后台检查，内容超过 ${MAIN_THREAD_MAX_CHARS / 1024} KB 时不在页面中检查，以免页面卡住。`);
    }
    try {
      const { analyse } = await import('./analyse');
      return analyse(text, version, { target });
    } catch {
      return refused(version, '检查这段内容时出错，没有得到结果。请确认粘贴的是 config.yaml。');
    }
  }

  dispose(): void {
    this.end();
  }
}
