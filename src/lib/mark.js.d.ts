// mark.js 8.11.1 ships no types; src/lib/lazyMark.ts describes the part it uses.
declare module 'mark.js/dist/mark.es6.js';
