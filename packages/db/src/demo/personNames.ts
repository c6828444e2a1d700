/**
 * Name pools for generated people. They mix origins (business-school faculty are international)
 * and include accents, apostrophes and hyphens, so that search_name normalisation and name
 * matching meet the shapes real data has.
 */
export const MALE_FIRST_NAMES: readonly string[] = [
  'James', 'John', 'Robert', 'Michael', 'William', 'David', 'Richard', 'Joseph', 'Thomas', 'Charles', 'Christopher', 'Daniel',
  'Matthew', 'Anthony', 'Mark', 'Steven', 'Paul', 'Andrew', 'Joshua', 'Kenneth', 'Kevin', 'Brian', 'George', 'Timothy',
  'Ronald', 'Jason', 'Edward', 'Jeffrey', 'Ryan', 'Jacob', 'Gary', 'Nicholas', 'Eric', 'Jonathan', 'Stephen', 'Larry',
  'Justin', 'Scott', 'Benjamin', 'Samuel', 'Gregory', 'Alexander', 'Patrick', 'Jack', 'Dennis', 'Peter', 'Henry', 'Adam',
  'Nathan', 'Zachary', 'Douglas', 'Ethan', 'Luke', 'Simon', 'Oliver', 'Hugo', 'Lucas', 'Felix', 'Jonas', 'Matteo',
  'Giovanni', 'Luca', 'Marco', 'Pierre', 'François', 'Jérôme', 'Sébastien', 'Jürgen', 'Stefan', 'Lars', 'Søren', 'Anders',
  'Mikael', 'José', 'Carlos', 'Luis', 'Javier', 'Andrés', 'Raúl', 'Diego', 'João', 'Rafael', 'Wei', 'Jun', 'Hao', 'Xiaoming',
  'Yong', 'Lei', 'Tao', 'Hiroshi', 'Takeshi', 'Kenji', 'Min-jun', 'Seung-hoon', 'Ji-ho', 'Rahul', 'Amit', 'Vikram', 'Sanjay',
  'Arjun', 'Rohan', 'Anil', 'Omar', 'Ahmed', 'Yusuf', 'Mehmet', 'Emre', 'Kwame', 'Chinedu', 'Tunde', 'Dmitri', 'Sergei', 'Ivan',
];

export const FEMALE_FIRST_NAMES: readonly string[] = [
  'Mary', 'Patricia', 'Jennifer', 'Linda', 'Elizabeth', 'Barbara', 'Susan', 'Jessica', 'Sarah', 'Karen', 'Nancy', 'Lisa',
  'Margaret', 'Sandra', 'Ashley', 'Emily', 'Donna', 'Michelle', 'Carol', 'Amanda', 'Melissa', 'Deborah', 'Stephanie', 'Rebecca',
  'Laura', 'Sharon', 'Cynthia', 'Kathleen', 'Amy', 'Angela', 'Anna', 'Emma', 'Olivia', 'Rachel', 'Catherine', 'Julia',
  'Victoria', 'Hannah', 'Grace', 'Natalie', 'Claire', 'Alice', 'Charlotte', 'Sophie', 'Chloé', 'Camille', 'Hélène', 'Amélie',
  'Giulia', 'Francesca', 'Chiara', 'Sofia', 'Ingrid', 'Astrid', 'Maja', 'Katrin', 'Anke', 'Lena', 'María', 'Lucía', 'Carmen',
  'Isabel', 'Inés', 'Ana', 'Beatriz', 'Fernanda', 'Mei', 'Xin', 'Jing', 'Li', 'Yan', 'Ying', 'Yuki', 'Akiko', 'Haruka',
  'Ji-yeon', 'Soo-jin', 'Min-ji', 'Priya', 'Anjali', 'Kavya', 'Deepa', 'Neha', 'Sunita', 'Aisha', 'Fatima', 'Leila', 'Zeynep',
  'Elif', 'Ngozi', 'Amara', 'Olga', 'Natalia', 'Irina', 'Tatiana', 'Zoë', 'Eleanor', 'Nora', 'Ruth', 'Diane', 'Heather',
];

export const LAST_NAMES: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King',
  'Wright', 'Scott', 'Hill', 'Green', 'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips',
  'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper',
  'Peterson', 'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett',
  'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan',
  'Fisher', 'Henderson', 'Hamilton', 'Graham', 'Wallace', 'Woods', 'Cole', 'West', 'Jordan', 'Owens', 'Reynolds', 'Ellis',
  'Harrison', 'Gibson', 'McDonald', 'Marshall', 'Ortiz', 'Murray', 'Freeman', 'Wells', 'Webb', 'Simpson', 'Stevens', 'Tucker',
  "O'Brien", "O'Connor", "O'Neill", 'MacLeod', 'McCarthy', 'Fitzgerald', 'Gallagher', 'Doyle', 'Byrne', 'Walsh',
  'García', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores',
  'Rivera', 'Gómez', 'Díaz', 'Reyes', 'Morales', 'Jiménez', 'Álvarez', 'Castillo', 'Romero', 'Vargas', 'Núñez', 'Medina',
  'Silva', 'Santos', 'Oliveira', 'Costa', 'Pereira', 'Ferreira', 'Almeida', 'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi',
  'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Conti', 'De Luca', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber',
  'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Zimmermann',
  'Krüger', 'Hartmann', 'Lange', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Fontaine',
  'Rousseau', 'Mercier', 'Van der Berg', 'De Vries', 'Janssen', 'Bakker', 'Visser', 'Jansen', 'Andersen', 'Nielsen', 'Hansen',
  'Pedersen', 'Larsen', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Lindqvist', 'Berg', 'Haugen', 'Ødegaard', 'Virtanen',
  'Korhonen', 'Nowak', 'Kowalski', 'Wiśniewski', 'Novák', 'Horváth', 'Ivanov', 'Petrov', 'Smirnov', 'Volkov', 'Popescu',
  'Papadopoulos', 'Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Öztürk', 'Cohen', 'Levy', 'Friedman', 'Katz', 'Goldberg',
  'Shapiro', 'Rosen', 'Kaplan', 'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma',
  'Zhu', 'Hu', 'Guo', 'He', 'Lin', 'Luo', 'Gao', 'Tang', 'Cheng', 'Tan', 'Lim', 'Ng', 'Wong', 'Chan', 'Leung', 'Ho', 'Kim',
  'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Han', 'Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe',
  'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Nguyen', 'Tran', 'Pham', 'Patel', 'Shah', 'Sharma', 'Singh', 'Kumar',
  'Gupta', 'Mehta', 'Reddy', 'Rao', 'Iyer', 'Nair', 'Krishnan', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Desai',
  'Joshi', 'Kapoor', 'Malhotra', 'Agarwal', 'Khan', 'Hussain', 'Rahman', 'Ali', 'Haddad', 'Nasser', 'Okafor', 'Adeyemi',
  'Mensah', 'Okonkwo', 'Mwangi', 'Abebe', 'Smith-Jones', 'Taylor-Reed', 'Fernández-Ruiz',
];

/** Middle initials are printed with a period, as on title pages. */
export const MIDDLE_INITIALS: readonly string[] = ['A.', 'B.', 'C.', 'D.', 'E.', 'F.', 'G.', 'H.', 'J.', 'K.', 'L.', 'M.', 'N.', 'P.', 'R.', 'S.', 'T.', 'W.'];

/** Surnames for named chairs: 'the Nomura Professor of Finance'. */
export const CHAIR_DONORS: readonly string[] = [
  'Nomura', 'Whitehead', 'Eastman', 'Heinz', 'Sloan', 'Mellon', 'Kresge', 'Olin', 'Kenan', 'Mayer', 'Rosenwald', 'Merrill',
  'Friedman', 'Wells Fargo', 'Bank of America', 'Deloitte', 'KPMG', 'Dean Witter', 'Coleman', 'Marvin Bower', 'Ford',
  'Harold Price', 'Rudolph', 'Carlson', 'Robert Toigo', 'Bernstein', 'Stanley', 'Gund', 'Hillman', 'Lazarus',
];
