import type { Prng } from "./prng";

/** A citizen as the registration form knows them: identity numbers only, all strings of digits. */
export type Person = { kjp: string; ktp: string; kk: string };

/** KTP (NIK): DKI Jakarta region, district, birth date (women +40 on the day), serial — 16 digits. */
function nik(prng: Prng): string {
  const region = `317${prng.int(1, 5)}0${prng.int(1, 9)}`;
  const day = prng.int(1, 28) + (prng.chance(0.5) ? 40 : 0);
  const month = prng.int(1, 12);
  const year = prng.int(0, 99);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${region}${pad(day)}${pad(month)}${pad(year)}${String(prng.int(1, 999)).padStart(4, "0")}`;
}

/** KK: 16 digits starting with the region. KJP: a 16-digit card number, some 18 (the contract keeps both as text). */
export function makePerson(prng: Prng): Person {
  return {
    kjp: `504948${prng.digits(prng.chance(0.1) ? 12 : 10)}`,
    ktp: nik(prng),
    kk: `317${prng.int(1, 5)}0${prng.int(1, 9)}${prng.digits(10)}`,
  };
}
