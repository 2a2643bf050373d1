/**
 * The fixed list of 17 banks the card-and-bank-transfer provider offers for bank transfers: the bank
 * code is chosen from this fixed list, never typed. The product's requirements fix only the count, naming neither
 * the banks nor their codes; these are the 17 largest US retail banks with short stable codes, the
 * codes the demo simulator accepts.
 */

/** A bank the shopper can pick for a bank transfer. */
export interface Bank {
  code: string;
  name: string;
}

/** The 17 banks, in display order. */
export const BANKS: readonly Bank[] = [
  { code: 'CHASE', name: 'JPMorgan Chase Bank' },
  { code: 'BOFA', name: 'Bank of America' },
  { code: 'WELLS', name: 'Wells Fargo Bank' },
  { code: 'CITI', name: 'Citibank' },
  { code: 'USBANK', name: 'U.S. Bank' },
  { code: 'PNC', name: 'PNC Bank' },
  { code: 'TRUIST', name: 'Truist Bank' },
  { code: 'CAPONE', name: 'Capital One' },
  { code: 'TD', name: 'TD Bank' },
  { code: 'CITIZENS', name: 'Citizens Bank' },
  { code: 'FIFTHTHIRD', name: 'Fifth Third Bank' },
  { code: 'KEY', name: 'KeyBank' },
  { code: 'HUNTINGTON', name: 'Huntington National Bank' },
  { code: 'ALLY', name: 'Ally Bank' },
  { code: 'MTB', name: 'M&T Bank' },
  { code: 'REGIONS', name: 'Regions Bank' },
  { code: 'BMO', name: 'BMO Bank' },
];

/** True when `code` is one of the 17 bank codes (exact, upper case). */
export function isBankCode(code: string): boolean {
  return BANKS.some((bank) => bank.code === code);
}

/** The bank with this code, if any. */
export function bankByCode(code: string): Bank | undefined {
  return BANKS.find((bank) => bank.code === code);
}
