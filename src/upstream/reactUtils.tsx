/**
 * Follows @docusaurus/theme-common/lib/utils/reactUtils.js of 3.10.2: MIT licence, Copyright (c) Facebook, Inc. and its affiliates
 * (the diff from it: plugins/upstream/pins/).
 * Stands in for `@docusaurus/theme-common/lib/utils/reactUtils.js` in the browser build (plugins/sitePlugin.ts),
 * as Docusaurus 3.10.2 writes it but for one line: `useShallowMemoObject` orders its keys by code unit instead
 * of `localeCompare`. The first `localeCompare` of a page builds the browser's ICU collator, which cost a phone
 * 57-75 ms of one task at 4x CPU right after hydration (issue 23): the hook runs in every code block (through
 * `useMutationObserver`) and in the docs sidebar's mobile menu. Any fixed order serves the hook, which only
 * makes its memo's dependencies independent of the object's key order.
 */
import React, {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? ''} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** Keys in code unit order: the same order for the same keys, without the ICU collator. */
export const byKey = (a: [string, unknown], b: [string, unknown]): number => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // Sort by keys to make it order-insensitive
  deps.sort(byKey);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}

export function composeProviders(providers: ComponentType<{children: ReactNode}>[]): ComponentType<{children: ReactNode}> {
  // Creates a single React component: it's cheaper to compose JSX elements
  return function ComposedProviders({children}: {children: ReactNode}) {
    return <>{providers.reduceRight<ReactNode>((element, CurrentProvider) => <CurrentProvider>{element}</CurrentProvider>, children)}</>;
  };
}
