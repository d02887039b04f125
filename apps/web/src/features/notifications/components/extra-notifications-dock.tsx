/**
 * Where extra notifications show. The banner sits at the top of the page, in its flow, so it
 * never covers the content: it is rendered into the shell's `main` landmark, ahead of the page
 * (ShellServices, where this service is mounted, is beside the page, not in it). The virtual
 * seller floats at the bottom left of the content, clear of the side menu, of the toasts
 * (top right) and over the cookie bar; on phones it stays under the open menu.
 */
import { useState, useSyncExternalStore, useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import type { BannerExtra, SellerExtra } from '../lib/extra-kinds';
import { ExtraBanner } from './extra-banner';
import { VirtualSeller } from './virtual-seller';

const mainElement = () => document.querySelector('main');

function subscribeToLayout(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  const main = mainElement();
  // The side menu opening, closing or changing width moves the content's left edge.
  const observer = main && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(onChange) : null;
  if (main) observer?.observe(main);
  return () => {
    window.removeEventListener('resize', onChange);
    observer?.disconnect();
  };
}

/** Where the content starts, in px from the viewport's left (0 without a side menu). */
function useContentLeft(): number {
  return useSyncExternalStore(subscribeToLayout, () =>
    Math.max(0, Math.round(mainElement()?.getBoundingClientRect().left ?? 0)),
  );
}

/** A node at the top of `main` for the banner, or null where there is no `main` (it then floats). */
function usePageTop(): HTMLElement | null {
  const [slot] = useState(() => (mainElement() ? document.createElement('div') : null));
  useLayoutEffect(() => {
    const main = mainElement();
    if (!slot || !main) return;
    main.prepend(slot);
    return () => slot.remove();
  }, [slot]);
  return slot;
}

/** The room the page keeps at its end for the floating seller (the shell's `main` pads by it). */
export const SELLER_INSET_VAR = '--painel-seller-inset';

/**
 * While the seller floats, the page's end gets room for it, so no text stays under the card
 * (it covered the launcher's last cards): its height and its gap from the bottom.
 */
function useSellerInset(element: HTMLElement | null, shown: boolean): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!element || !shown) return;
    const publish = () => {
      const gap = window.innerWidth < 600 ? 8 : 24;
      root.style.setProperty(
        SELLER_INSET_VAR,
        `${Math.ceil(element.getBoundingClientRect().height) + 2 * gap}px`,
      );
    };
    publish();
    const observer = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(SELLER_INSET_VAR);
    };
  }, [element, shown]);
}

interface ExtraNotificationsDockProps {
  banner: BannerExtra | undefined;
  seller: SellerExtra | undefined;
  onDismissBanner: (id: number) => void;
  onBannerLink: (banner: BannerExtra) => void;
  onCloseSeller: (id: number) => void;
  onSellerAction: (seller: SellerExtra) => void;
}

export function ExtraNotificationsDock({
  banner,
  seller,
  onDismissBanner,
  onBannerLink,
  onCloseSeller,
  onSellerAction,
}: ExtraNotificationsDockProps) {
  const contentLeft = useContentLeft();
  const pageTop = usePageTop();
  const [floating, setFloating] = useState<HTMLElement | null>(null);
  useSellerInset(floating, Boolean(seller));
  const bannerElement = banner && (
    <ExtraBanner
      key={banner.id}
      banner={banner}
      onDismiss={() => onDismissBanner(banner.id)}
      onLink={() => onBannerLink(banner)}
    />
  );

  return (
    <>
      {pageTop && bannerElement ? createPortal(bannerElement, pageTop) : null}
      {(seller || (!pageTop && bannerElement)) && (
        <Box
          ref={setFloating}
          sx={(theme) => ({
            position: 'fixed',
            // Phones: over the page and the cookie bar, under the open menu (a drawer). Wider:
            // over the page, under dialogs and toasts; above the cookie bar via --painel-bottom-inset.
            zIndex: { xs: theme.zIndex.appBar + 1, md: theme.zIndex.drawer + 2 },
            left: { xs: contentLeft + 8, sm: contentLeft + 24 },
            right: { xs: 8, sm: 24 },
            // A bottom bar that publishes its height here (none does yet) pushes the seller up.
            bottom: {
              xs: 'calc(8px + var(--painel-bottom-inset, 0px))',
              sm: 'calc(24px + var(--painel-bottom-inset, 0px))',
            },
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'flex-end' },
            gap: 2,
            // Empty space lets clicks through to the page.
            pointerEvents: 'none',
            '& > *': { pointerEvents: 'auto' },
          })}
        >
          {seller && (
            <VirtualSeller
              key={seller.id}
              seller={seller}
              onClose={() => onCloseSeller(seller.id)}
              onAction={() => onSellerAction(seller)}
            />
          )}
          {!pageTop && bannerElement}
        </Box>
      )}
    </>
  );
}
