export { Panel, panelPaddings, panelRadii, panelTones, type PanelPadding, type PanelProps, type PanelRadius, type PanelTone } from './Panel';
