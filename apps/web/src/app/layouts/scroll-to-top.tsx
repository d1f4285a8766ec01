import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Spec §9: the button appears after more than 250 px of scroll. */
export const SCROLL_TO_TOP_THRESHOLD = 250;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, left: 24 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('layout.scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
