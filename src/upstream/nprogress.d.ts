// nprogress 0.2.0 ships no types; the part src/upstream/progressBar.ts uses.
declare module 'nprogress' {
  const nprogress: {
    configure(options: {showSpinner?: boolean}): unknown;
    start(): unknown;
    done(): unknown;
  };
  export default nprogress;
}
