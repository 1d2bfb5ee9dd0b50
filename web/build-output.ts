/// <reference types="node" />
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The build's output folder, known once Vite has resolved its config (before any build step). */
export interface BuildOutput {
  dir: string;
}

type BuildSteps = Omit<Plugin, 'name' | 'apply' | 'configResolved'> & {
  configResolved?: (config: ResolvedConfig) => void;
};

/** A plugin that runs in `vite build` only; its steps work in the output folder, `output.dir`. */
export function buildOutputPlugin(name: string, steps: (output: BuildOutput) => BuildSteps): Plugin {
  const output: BuildOutput = { dir: '' };
  const { configResolved, ...rest } = steps(output);
  return {
    name,
    apply: 'build',
    configResolved(config) {
      output.dir = path.resolve(config.root, config.build.outDir);
      configResolved?.(config);
    },
    ...rest,
  };
}
