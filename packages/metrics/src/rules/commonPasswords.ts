/**
 * Passwords that are refused because they head every leaked-password list (NIST SP 800-63B
 * section 5.1.1.2: "values known to be commonly-used"). Reproduced from the well-known public
 * lists (the top of the RockYou, SecLists "10k most common" and NCSC "100k" lists), lower-cased,
 * plus a few words specific to this product. Entries shorter than 8 characters are kept so the
 * list stays recognisable, although the length rule already refuses them.
 *
 * A deliberately small list (no I/O, shipped to the browser): a server may add a larger
 * breach-corpus check on top.
 */
const LISTED = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball
abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890
michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000
charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access
yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather
secret merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey
q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar
jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome
falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina
diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers
iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston
q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player
nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles
angel flower rabbit wizard  jasper enter rachel chris steven winner adidas victoria
natasha 1q2w3e4r jasmine winter prince  marine ghbdtn fishing cocacola casper james
232323 raiders 888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309
panther lauren angela thx1138 angels madison winston shannon mike toyota jordan23 canada
sophie apples tiger trouble beavis dolphin cameron dolphins  buddy 654321 pepsi
123abc 12qwaszx 1qazxsw2 zaq12wsx zaq1zaq1 zaq1xsw2 qazwsxedc qweasdzxc 123qweasd 123qweasdzxc
1q2w3e 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx3edc q1w2e3r4t5y6 qwerty1 qwerty12 qwerty123
qwerty1234 qwerty12345 qwerty123456 qwertyui qwertyu qwe123 qwe123qwe qwe12345 qweqwe
qweqweqwe asdf asdf1234 asdfg asdfghjk asdfghjkl asdf123 asd123 zxcv1234 zxcvbnm1 zxcvbnm123
1234abcd abcd1234 abcdef abcdefg abcdefgh abcdefghi a1b2c3 a1b2c3d4 a123456 a12345678
aa123456 aa12345678 abc12345 abc123456 abcd123 abc1234 aaa111 aaaaaaaa 1a2b3c4d 1234asdf
00000000 0000000000 01234567 012345678 0123456789 0987654321 098765 09876543 1111111 1111111111
11112222 11223344 112233445566 11235813 121212121 12121212 123123123123 1231234 12341234
1234512345 123454321 1234554321 12345qwert 123456a 123456abc 123456q 123456qwerty 1234567a
1234567q 12345678a 12345678q 123456789a 123456789q 1234567891 12345678910 123456789q 123456654321
123654789 123789 12369874 123698745 1357911 135792468 147258 147258369 147852 147852369
14789632 159357 159357456 159753456 1598753 19871987 198989 20202020 21212121 22222222
232323 24682468 25252525 30303030 31313131 33333333 321321 3213321 4444 44444444 456123 456789
4815162342 55555555 5555555555 654321 666666666 66666666 686868 741852963 741852 7777777777
77777777 789456 789456123 789456123a 852456 88888888 963852741 98765432 987654321a 99999999
999999999 9999999999 password1 password12 password123 password1234 password12345 password!
password1! password123! passw0rd p@ssw0rd p@ssword p@55w0rd pa55word pa55w0rd pa$$word
pass1234 pass123 pass12345 passpass password01 passwort passwort1 motdepasse contrasena
wachtwoord salasana haslo1234 parola parola123 senha123 mypassword mypass mypass123
newpassword newpass oldpassword secret1 secret12 secret123 secret1234 mysecret topsecret
letmein1 letmein123 letmein! letmeinnow trustno1 trustme iloveyou1 iloveyou2 iloveyou12
iloveyou123 iloveyou! iloveu iloveu2 iloveme loveyou loveyou1 loveme lovelove lovely
lovers loveu sweetheart sweetie sweety babygirl babygirl1 babyboy princess1 princesa
princess12 angel123 angel1 angelina angelo beautiful butterfly butterfly1 chocolate
chocolate1 cupcake darling flower1 friends friendship iloveyou3 kisses sunshine1 sunflower
rainbow rainbow1 unicorn hellokitty hello123 hello1 hello1234 helloworld welcome1 welcome12
welcome123 welcome! welcome01 welkom welcome2 whatever1 nothing anything something forever1
changeme changeme1 changeme123 default default1 default123 guest guest123 guest1234 test1
test12 test123 test1234 test12345 testing testing1 testing123 testtest tester temp temp123
temp1234 temppass temporary admin admin1 admin12 admin123 admin1234 admin12345 admin2 admin!
administrator administrator1 root root123 root1234 rootroot toor sysadmin system system1
manager manager1 super superuser support support1 user user1 user123 user1234 login
login123 master1 master12 master123 mastermind shadow1 shadow12 shadow123 dragon1 dragon12
dragon123 dragonball dragonfly monkey1 monkey12 monkey123 killer1 killer123 hunter1 hunter12
hunter123 hunter2 buster1 buster123 soccer1 soccer12 soccer123 football1 football12
football123 baseball1 baseball12 baseball123 basketball basketball1 hockey1 hockey123
tennis1 golf golfer1 golfing superman1 superman123 batman1 batman123 spiderman spiderman1
ironman starwars1 starwars123 startrek pokemon pokemon1 pokemon123 pikachu naruto naruto123
onepiece zelda mario nintendo playstation xbox360 minecraft minecraft1 fortnite roblox
warcraft counterstrike halo gamer gaming computer1 computer123 internet1 windows windows7
windows10 microsoft apple apple123 macbook iphone samsung1 google google123 facebook
facebook1 youtube twitter instagram linkedin yahoo hotmail gmail myspace myspace1 michael1
michael123 jordan1 jordan12 jordan123 jennifer1 jessica1 ashley1 ashley12 nicole1 matthew1
daniel1 andrew1 joshua1 charlie1 charlie123 robert1 thomas1 william1 richard1 george1
anthony1 justin1 brandon1 patrick1 christopher christian christina christine elizabeth
alexander alexandra alexis jonathan benjamin nicholas samantha1 stephanie patricia danielle
rebecca victoria1 veronica caroline courtney brittany cristina fernando francisco gabriel
isabella jacqueline katherine kimberly margaret melissa1 natalie olivia sebastian valentina
vanessa zachary liverpool liverpool1 manchester manutd chelsea1 arsenal1 barcelona
realmadrid juventus tottenham newcastle everton celtic rangers1 yankees1 redsox1 lakers1
cowboys1 steelers1 patriots packers eagles1 giants dolphins1 broncos raiders1 bears
chicago1 dallas1 boston1 newyork california america america1 canada1 australia england
germany france mexico brazil london1 paris tokyo mustang1 corvette1 ferrari1 porsche1
mercedes1 bmw yamaha1 harley1 ducati honda toyota1 nissan chevy ford mustang123 marlboro1
metallica nirvana slipknot eminem blink182 linkinpark beatles elvis greenday 50cent tupac
hiphop rockstar rocknroll music music1 guitar1 drummer piano dance dancer singer
superstar star stars starlight moonlight midnight1 twilight sunset summer1 summertime
winter1 spring autumn holiday vacation beach ocean island paradise heaven heaven1 angels1
jesus jesus1 jesuschrist christ god godisgood blessed blessing faith grace trinity
freedom1 liberty justice victory warrior warrior1 soldier army navy marine1 sniper ninja
samurai dragon2 phoenix1 falcon1 eagle tiger1 lion wolf wolves panther1 jaguar cobra viper
snake shark dolphin1 penguin turtle rabbit1 bunny kitten kitty cat cats dog dogs puppy
puppies doggie doggy horse horses pony chicken1 cheese1 pizza pizza123 cookie1 cookies
candy sugar honey honey1 banana1 apple1 orange1 lemon peaches strawberry cherry coffee1
tequila whiskey vodka beer beer123 party party1    
matrix1 neo trinity1 morpheus gandalf1 frodo hobbit mordor legolas hogwarts harrypotter
potter snoopy1 garfield scooby1 scoobydoo tigger1 pooh winnie mickey1 mickeymouse disney
qwertz qwertzu azerty azertyuiop ytrewq poiuytrewq mnbvcxz lkjhgfdsa zxcvbnm12 1qazxsw23edc
asdfjkl asdfjkl; qazxswedc wsxedc qawsed qaz123 wsx123 abc abcabc abcabc123 xyz123
iloveyou4 password2 password3 password11 password7 password8 password9 password99
welcome7 hello12 hellohello
research researchinsights research1 research123 insights university university1 professor
professor1 faculty faculty1 student student1 student123 scholar college college1 school
school123 academic doctorate graduate harvard stanford
`;

/** Seasonal and year-suffixed passwords that fill every breach list ('summer2024', 'welcome2023!'). */
const YEAR_SUFFIXED_BASES = ['password', 'welcome', 'summer', 'winter', 'spring', 'autumn', 'qwerty', 'letmein', 'changeme', 'admin', 'monkey', 'dragon', 'football', 'baseball', 'iloveyou', 'sunshine'];
const FIRST_YEAR = 2000;
const LAST_YEAR = 2035;

function buildCommonPasswords(): ReadonlySet<string> {
  const passwords = new Set(LISTED.split(/\s+/).filter((word) => word !== ''));
  for (const base of YEAR_SUFFIXED_BASES) {
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year += 1) {
      passwords.add(`${base}${year}`);
      passwords.add(`${base}${year}!`);
      passwords.add(`${base}@${year}`);
    }
  }
  return passwords;
}

/** The refused passwords, lower-cased. */
export const COMMON_PASSWORDS: ReadonlySet<string> = buildCommonPasswords();

/** Case-insensitive: 'PassWord123' is as guessable as 'password123'. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
