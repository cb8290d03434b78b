export { RemainingGauge, type RemainingGaugeProps, gaugeLevel } from './RemainingGauge';
