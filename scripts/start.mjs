#!/usr/bin/env node
// `npm start`: install what is missing, build the static site, serve it under the base path.
import { spawnSync } from 'node:child_process';
import { ensureDependencies, projectRoot } from './lib/ensure.mjs';

ensureDependencies();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync('node', ['scripts/serve.mjs', ...process.argv.slice(2)], { cwd: projectRoot, stdio: 'inherit', env });
process.exit(serve.status ?? 0);
