/**
 * Passwords that appear near the top of every leaked-password list, compared case-insensitively.
 * Only entries that could pass PASSWORD_PATTERN matter (8+ characters with a letter and a digit), so the
 * list is the usual words and keyboard walks with the usual digit and year endings (about 1,200 entries).
 */
const LITERAL = [
  '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y', '1qaz2wsx', '1qaz2wsx3edc', 'zaq12wsx', 'zaq1zaq1', 'q1w2e3r4', 'q1w2e3r4t5',
  'a1b2c3d4', 'a1s2d3f4', 'abc12345', 'abcd1234', 'abcde12345', 'qwer1234', 'qwerty12', 'asdf1234', 'zxcv1234', 'zxcvbnm1',
  'passw0rd', 'p@ssw0rd', 'p@ssword1', 'pa55word', 'pa55w0rd', 'passw0rd1', 'password1!', 'pass1234', 'pass12345', 'admin123',
  'admin1234', 'administrator1', 'root1234', 'test1234', 'test12345', 'guest123', 'user1234', 'login123', 'welcome1',
  'welcome123', 'letmein1', 'letmein123', 'changeme1', 'changeme123', 'trustno1', 'iloveyou1', 'iloveyou2', 'michael1',
  'jennifer1', 'superman1', 'batman123', 'pokemon123', 'starwars1', 'computer1', 'internet1', 'samsung1', 'google123',
  'facebook1', 'chocolate1', 'whatever1', 'freedom1', 'mustang1', 'shadow123', 'master123', 'jordan23', 'michael23',
  'lakers24', 'kobe0824', 'blink182', 'qwerty1234', 'qwertyuiop1', 'asdfghjkl1', 'iloveu123', 'mylove123', 'loveme123',
  'angel123', 'baby1234', 'password2', 'password3', 'password7', 'password9', 'aa123456', 'aa12345678', 'a12345678',
  'a123456789', 'abc123456', 'abc123456789', 'qq123456', 'q1234567', 'qwe12345', 'qweasd123', 'qweasdzxc1', '123qweasd',
  '123qwe123', '1234qwer', '12345qwert', '123456abc', '123456qwe', '123456aa', '123456789a', '12345678a', '1234567a',
  '11111111a', '88888888a', 'woaini1314', 'iloveyou1314', '5201314a', 'a5201314', 'test1234!', 'admin@123', 'p@ssw0rd1',
];

/** Words and walks that players pad with a number to reach a rule's length. */
const BASES = [
  'password', 'qwerty', 'iloveyou', 'admin', 'welcome', 'monkey', 'dragon', 'letmein', 'football', 'baseball', 'basketball',
  'sunshine', 'princess', 'master', 'shadow', 'superman', 'michael', 'jessica', 'charlie', 'soccer', 'hello', 'freedom',
  'whatever', 'trustno', 'ninja', 'mustang', 'access', 'flower', 'hunter', 'killer', 'cookie', 'summer', 'winter',
  'secret', 'lovely', 'asdf', 'asdfgh', 'zxcvbn', 'abc', 'abcd', 'abcdef', 'qwe', 'qwer', 'qazwsx', 'pass', 'login',
  'user', 'test', 'guest', 'player', 'casino', 'lotto', 'lottery', 'poker', 'jackpot', 'money', 'lucky', 'winner',
];
const ENDINGS = ['1', '12', '123', '1234', '12345', '123456', '01', '007', '69', '88', '99', '2020', '2021', '2022', '2023', '2024', '2025', '1!', '123!', '@123'];

const LIST: ReadonlySet<string> = new Set([...LITERAL, ...BASES.flatMap((b) => ENDINGS.map((e) => b + e))]);

/** Whether the password is on the list, whatever its case. */
export const isCommonPassword = (password: string): boolean => LIST.has(password.toLowerCase());

/** The list's size, for the tests and the documentation. */
export const COMMON_PASSWORD_COUNT = LIST.size;
