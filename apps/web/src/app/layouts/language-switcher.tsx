import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage } from '../../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((language) => language.code === i18n.language) ?? LANGUAGES[1];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-md"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={t('layout.language', { language: current.label })}
        >
          {current.code.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(language.code)}
            rightSection={
              language.code === current.code ? <IconCheck size={14} aria-hidden /> : null
            }
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
