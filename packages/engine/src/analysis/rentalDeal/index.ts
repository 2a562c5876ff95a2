export { rentalDealDefaults, rentalDealInputSchema, type RentalDeal, type RentalDealInput } from './rentalDeal.schema';
export { rentalDealYearOne, type RentalDealYearOne } from './rentalDealYearOne';
