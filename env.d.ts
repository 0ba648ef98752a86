/// <reference types="vite/client" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

declare module '@remix-run/server-runtime' {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};

/*
 * The HTML Popover API's attributes (the site menu: app/features/shell/SiteMenu.tsx). React 18
 * passes lower-case attributes through to the DOM; its types do not list them yet.
 */
declare module 'react' {
  // Merged declarations must repeat React's own type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface HTMLAttributes<T> {
    popover?: 'auto' | 'manual' | '';
  }
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: 'toggle' | 'show' | 'hide';
  }
}
