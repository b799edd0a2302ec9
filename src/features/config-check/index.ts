/**
 * 配置检查, a page in every docs version (config/check.md): a config.yaml pasted or dropped by the
 * reader is checked against that version's configuration keys, and against a later version's in
 * upgrade mode, in the browser. Its parts:
 * - ./ConfigCheck.tsx — the MDX component: the text box, the upgrade choice, the findings;
 * - ./runner.ts and ./worker.ts — the check in a Web Worker, with a time limit;
 * - ./analyse.ts — the pure analyser (YAML parsing, key walk, defaults, upgrade), ./schema.ts — a
 *   version's keys and sections from src/data/config-keys, ./suggest.ts — 「你是不是想写 …」.
 * It needs no theme component or client module, so it is not a plugin: the page imports the component.
 */
export { default as ConfigCheck } from './ConfigCheck';
