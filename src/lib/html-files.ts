// The pages of a build: every .html file under `dir`, for the integrations that rewrite them after the build.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => join(dir, f));
}
