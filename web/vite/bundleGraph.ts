import type { OutputBundle, OutputChunk } from 'rollup';

/** The stylesheets the chunks import (Vite adds them when it loads a chunk). */
export function stylesOf(bundle: OutputBundle, files: Set<string>): Set<string> {
  const styles = new Set<string>();
  files.forEach((file) => {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  });
  return styles;
}

/** Every chunk a chunk statically imports, itself included. */
export function staticGraph(bundle: OutputBundle, start: OutputChunk[]): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    chunk.imports.forEach(visit);
  };
  start.forEach((chunk) => visit(chunk.fileName));
  return files;
}

/** A file's name inside `assets/`, where the build writes every chunk. */
export function inAssets(file: string): string {
  if (!file.startsWith('assets/')) throw new Error(`${file} is outside assets/`);
  return file.slice('assets/'.length);
}

/** The chunk of a route module: the one it is the face of, or (merged with others) the one holding it. */
export function chunkOf(bundle: OutputBundle, module: string): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  return chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module)) ?? chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
}
