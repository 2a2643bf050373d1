declare module 'virtual:site-element-loaders' {
  /** Tag name to a function that loads that element's code. */
  export const elementLoaders: Record<string, () => Promise<unknown>>;
}
