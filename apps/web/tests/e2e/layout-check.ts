import type { Page } from '@playwright/test';

/**
 * What on the page does not fit the screen (issue 44): the page wider than the viewport, an element reaching past
 * either edge outside a scrolling container, a button, link, label or heading that clips its own text. Each as a
 * short description of the element; none on a page that fits.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const cls = typeof element.className === 'string' ? element.className.split(' ').slice(0, 2).join('.') : '';
      return `<${element.tagName.toLowerCase()}${id}${testId ? `[${testId}]` : ''}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
    /** Inside something that scrolls sideways on purpose (a wide table's scroller); one that clips cuts it off. */
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
    }
    const past = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      // A map's tiles and layers run past its frame by design; the frame itself is measured.
      if (element.closest('.leaflet-container') && !element.matches('.leaflet-container')) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden helpers (1 px, clipped) and empty boxes take no room on the screen.
      if (box.width <= 1 || box.height <= 1 || !shown(element)) continue;
      // Partly on the screen and partly past an edge (wholly off it is on purpose: a skip link, a closed drawer).
      const crosses = (box.right > width + 1 && box.left < width) || (box.left < -1 && box.right > 0);
      if (crosses && !contained(element)) {
        past.add(element);
        // The outermost element past the edge says enough for what is inside it.
        if (element.parentElement && past.has(element.parentElement)) continue;
        found.push(`${describe(element)} spans ${Math.round(box.left)}–${Math.round(box.right)} px`);
      }
    }
    for (const element of document.body.querySelectorAll('button, a, label, h1, h2, h3, h4, [role="button"]')) {
      // A visually hidden control (a form's default button, 1 px) clips on purpose.
      if (!shown(element) || element.clientWidth <= 1) continue;
      const style = getComputedStyle(element);
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${describe(element)} clips its text (${element.scrollWidth} px in ${element.clientWidth} px)`);
      }
    }
    return found.filter((line, index) => found.indexOf(line) === index);
  });
}
