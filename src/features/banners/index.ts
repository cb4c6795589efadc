export { Banners } from './Banners';
