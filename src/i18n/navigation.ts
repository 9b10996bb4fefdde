import { createElement, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

/**
 * The locale-aware Link, without viewport prefetching by default. Header and footer put some
 * thirty links on every page, and prefetching them downloads the JavaScript of every linked page
 * (forms, catalogue search) while the visitor's phone is still busy with this one. Pages are static
 * and small, so following a link without prefetch is still quick. Pass `prefetch` to opt in.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch, ...props });
}
