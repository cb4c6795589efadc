import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Menu } from '../../design-system';
import { MenuIcon, StarIcon } from './icons';
import * as styles from './shell.css';
import { navItems } from './TopBar';

/** The hamburger menu of small screens: the top-bar links, folded into one menu. */
export function MobileNavMenu() {
  const { t } = useTranslation('app');
  return (
    <span className={styles.smallOnly}>
      <Menu
        label={t('nav.openMenu')}
        trigger={<MenuIcon />}
        items={navItems.map((item) => ({
          id: item.key,
          label: t(`nav.${item.key}`),
          icon: item.key === 'premium' ? <StarIcon /> : undefined,
          render: <Link to={item.to} />,
        }))}
      />
    </span>
  );
}
