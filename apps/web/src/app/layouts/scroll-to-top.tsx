import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from '../../components/ui/bottom-bar';

/** Spec §9: the button appears after more than 250 px of scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 250;

/** The height of the sticky footer on a small screen (layout.css), which holds the button there. */
const COMPACT_FOOTER_PX = 32;
const IN_FOOTER_BUTTON_PX = 28;

/**
 * On a small screen the button must not cover the page: under a sticky footer it sits in the
 * footer's strip, at its end; without one it floats in the corner, above a bar pinned to the
 * bottom (`--app-bottom-bar`, a grade grid's Simpan).
 */
export function ScrollToTop({ stickyFooter }: { stickyFooter: boolean }) {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const small = useSmallScreen();
  const inFooter = small && stickyFooter;
  const position = inFooter
    ? { bottom: (COMPACT_FOOTER_PX - IN_FOOTER_BUTTON_PX) / 2, right: 10 }
    : small
      ? { bottom: 'calc(12px + var(--app-bottom-bar, 0px))', right: 12 }
      : { bottom: 24, left: 24 };
  return (
    <Affix position={position}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={inFooter ? IN_FOOTER_BUTTON_PX : small ? 'lg' : 'xl'}
            // The footer's strip is too short for a touch screen's 44 px (touch-targets.css); the
            // button is alone at its end, so a finger finds it at this size.
            data-keep-size={inFooter || undefined}
            radius="xl"
            aria-label={t('layout.scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={inFooter ? 16 : 22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
