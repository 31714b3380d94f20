/**
 * Swizzled (wrap; Navbar/MobileSidebar is Unsafe in 3.10.2). The original renders the navbar's menu for narrow
 * windows, closed and off screen, as soon as the page knows it is on a phone: right after hydration, a
 * phone rendered the whole menu, this doc's sidebar included (about 280 components), only to keep it hidden
 * (issue 23). Here the menu renders on the reader's first intent to open it: the pointer over, or focus on,
 * the menu button, which comes before its click (a tap starts with the pointer over it); it stays rendered
 * after. If the menu is opened another way (a click with no pointer, a test), it renders then, without its
 * slide-in the first time.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import NavbarMobileSidebar from '@theme-original/Navbar/MobileSidebar';

/** Infima's class of the menu button (theme-classic's Navbar/MobileSidebar/Toggle). */
const toggleSelector = '.navbar__toggle';

const intentEvents = ['pointerover', 'focusin'] as const;

export default function NavbarMobileSidebarOnIntent(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const onIntent = (e: Event) => {
      if (e.target instanceof Element && e.target.closest(toggleSelector)) startTransition(() => setWanted(true));
    };
    for (const type of intentEvents) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [wanted]);
  return wanted || shown ? <NavbarMobileSidebar /> : null;
}
