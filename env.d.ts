/// <reference types="vite/client" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
