export { NumberInput, type NumberInputProps } from './NumberInput';
export { formatNumberInput, numberInputModes, parseNumberInput, type NumberInputMode } from './parseNumberInput';
