/**
 * The analyser off the page's main thread: typing, scrolling and the rest of the page stay responsive
 * while a large paste is parsed. One request in, one report out; the page ends this worker and starts
 * another when a newer text arrives or a check takes too long.
 */
import { analyse, type Report } from './analyse';

export interface CheckRequest {
  id: number;
  text: string;
  version: string;
  target?: string;
}

export interface CheckResponse {
  id: number;
  report: Report;
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<CheckRequest>) => void) | null; postMessage(message: CheckResponse): void };

scope.onmessage = ({ data }) => {
  let report: Report;
  try {
    report = analyse(data.text, data.version, { target: data.target });
  } catch {
    report = {
      version: data.version,
      refused: '检查这段内容时出错，没有得到结果。请确认粘贴的是 config.yaml。',
      findings: [],
      omitted: 0,
      written: 0,
      defaults: [],
    };
  }
  scope.postMessage({ id: data.id, report });
};
