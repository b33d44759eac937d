// node-forge ships no types for its submodules; this is the part of its jsbn BigInteger the worker uses.
declare module 'node-forge/lib/jsbn.js' {
  export class BigInteger {
    constructor(value: string, radix: number);
    modPow(exponent: BigInteger, modulus: BigInteger): BigInteger;
    bitLength(): number;
    compareTo(other: BigInteger): number;
    toString(radix: number): string;
  }
  const jsbn: { BigInteger: typeof BigInteger };
  export default jsbn;
}
