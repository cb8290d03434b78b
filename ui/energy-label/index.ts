export { EnergyLabel, type EnergyLabelProps, type EnergyRating } from './EnergyLabel';
