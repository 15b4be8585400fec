// Mantine's NumberInput alone, so it and react-number-format make a chunk of their own.
export { NumberInput as default } from '@mantine/core';
