/**
 * Passwords too common to allow as a new password, in lower case: the most used passwords that would pass the
 * other rules of NewPasswordSchema (8 characters or more, a letter and a digit), and ones people at an Indian
 * college reach for first (the college, the campus, the portal, cities, deities, cricketers). Kept small on
 * purpose: the SPA ships it with its forms. Compared case-insensitively, so `Campus@123` is refused too (the
 * demo accounts still have it: the seed hashes it directly; only new passwords are checked).
 */
const COMMON = `
  password1 password12 password123 password1234 password12345 password123456 password01 password2
  password3 password7 password9 password11 password99 password1! password!1 password@1 password@12
  password@123 password@1234 password#1 password#123 password$1 password_1 password_123 password-1
  password2020 password2021 password2022 password2023 password2024 password2025 password2026 passw0rd
  passw0rd1 passw0rd! passw0rd123 p@ssw0rd p@ssw0rd1 p@ssw0rd! p@ssw0rd123 p@ssword1 p@ssword123 p@55w0rd
  pa55word1 pa55w0rd pa55w0rd1 pass1234 pass12345 pass123456 pass@123 pass@1234 mypassword1 newpassword1
  newpass123 newpass1234 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwerty12 qwerty01 qwerty11 qwerty1!
  qwerty@123 qwerty123! qwertyu1 qwertyui1 qwertyuiop1 qwertyuiop123 qwer1234 qwer12345 qwe12345 qwe123456
  qwe123qwe qweasd123 qweasdzxc1 123qweasd 123qwe123 123qweasdzxc 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 1qaz@wsx
  1qaz!qaz !qaz2wsx zaq12wsx zaq1zaq1 zaq1@wsx zaq1xsw2 qazwsx123 qazwsxedc1 qazwsxedc123 1q2w3e4r
  1q2w3e4r5t 1q2w3e4r5t6y q1w2e3r4 q1w2e3r4t5 q1w2e3r4t5y6 1a2b3c4d a1b2c3d4 a1b2c3d4e5 abc12345 abc123456
  abc1234567 abcd1234 abcd12345 abcd@1234 abcde123 abcde12345 abcdef12 abcdef123 abcdefg1 abcdefg123
  abc@1234 abc@12345 aa123456 aa12345678 a12345678 a123456789 a1234567 12345678a 123456789a 1234567a
  1234567q 12345678q 123456789q 12345qwert 1234qwer 1234abcd 1234asdf 1234zxcv asdf1234 asdf12345 asdfgh12
  asdfgh123 asdfghjkl1 asd12345 asd123456 zxcv1234 zxcvbn12 zxcvbnm1 zxcvbnm123 zxc12345 zxc123456
  iloveyou1 iloveyou12 iloveyou123 iloveyou2 iloveu123 ilove123 welcome1 welcome12 welcome123 welcome1234
  welcome01 welcome@1 welcome@123 welcome@1234 welcome#123 welcome2024 welcome2025 welcome2026 letmein1
  letmein12 letmein123 letmein!1 admin123 admin1234 admin12345 admin123456 admin@123 admin@1234
  admin@12345 admin#123 admin2024 administrator1 root1234 root@123 changeme1 changeme123 changeme!1
  default1 default123 monkey123 monkey12 monkey1234 dragon123 dragon12 sunshine1 sunshine12 sunshine123
  princess1 princess12 princess123 football1 football12 football123 baseball1 baseball123 basketball1
  soccer123 master123 master12 master1234 shadow123 shadow12 superman1 superman12 superman123 batman123
  batman12 spiderman1 trustno1 michael1 michael123 jessica1 jennifer1 charlie1 charlie123 jordan23
  jordan123 freedom1 whatever1 starwars1 computer1 computer123 internet1 samsung1 samsung123 google123
  hello123 hello1234 hello12345 hello@123 helloworld1 login123 login1234 test1234 test12345 test123456
  test@123 test@1234 testing1 testing123 secret123 secret12 summer2023 summer2024 summer2025 summer2026
  winter2024 winter2025 spring2024 spring2025 liverpool1 chelsea1 arsenal1 barcelona1 pokemon1 pokemon123
  naruto123 minecraft1 minecraft123 roblox123 youtube1 facebook1 instagram1 whatsapp1 blink182 india123
  india1234 india@123 india@1234 bharat123 mumbai123 delhi123 chennai123 kolkata123 bangalore1 hyderabad1
  pune1234 krishna123 krishna@123 ganesh123 ganesha1 sairam123 omsairam1 omsairam123 jaishriram1
  jaishreeram1 hanuman123 shiva123 shivam123 durga123 lakshmi123 saibaba123 mother123 family123 lovely123
  cricket1 cricket123 sachin123 sachin10 dhoni007 campus123 campus1234 campus@123 campus@1234 campus#123
  campus2024 campus2025 campus2026 college1 college123 college1234 college@123 college@1234 student1
  student12 student123 student1234 student@123 student@1234 faculty1 faculty123 faculty@123 teacher1
  teacher123 teacher@123 school123 school@123 principal1 principal123 university1 university123
  engineering1 portal123 portal@123 staff123 staff@123 hod@1234 guest123 guest1234 user1234 user12345
  user@123 user@1234 demo1234 demo@123
`

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean))

/** Whether `password` is on the list of common passwords, whatever its case. */
export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase())

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.'
