// The Remix server build exists only after `remix vite:build`; its shape is Remix's ServerBuild.
declare module '*/build/server/index.js' {
  const build: Record<string, unknown>;
  export = build;
}
