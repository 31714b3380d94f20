/**
 * Text typed into a server-rendered input before the page's scripts ran. Hydration leaves it in the input, but
 * the input is controlled: the first render after hydration would put back the state's empty value, and the
 * reader's keys would be lost (on a slow phone the box is usable seconds before it runs). The hook hands such
 * text to `adopt` once, at hydration, before anything else renders; later values come through `onChange`.
 */
import {useLayoutEffect, type RefObject} from 'react';

export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, adopt: (value: string, focused: boolean) => void): void {
  useLayoutEffect(() => {
    const box = input.current;
    // React sets `defaultValue` to the value it rendered: only text beyond it was typed before the page ran (a box
    // mounted by a client navigation holds just what was rendered, and is left alone).
    if (box?.value && box.value !== box.defaultValue) adopt(box.value, document.activeElement === box);
    // Once: what comes later is the reader's typing into a running page.
  }, []);
}
