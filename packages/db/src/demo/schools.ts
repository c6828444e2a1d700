import { randomFor } from './random.ts';

export interface DemoSchool {
  /** the university (universities.name) */
  readonly name: string;
  readonly abbreviation: string;
  /** the business school inside it (universities.business_school) */
  readonly businessSchool: string;
  readonly country: string;
  /** the e-mail and web domain of its faculty */
  readonly domain: string;
  /** relative faculty size: the demo faculty are shared out in these proportions */
  readonly sizeWeight: number;
  readonly status: 'Completed' | 'Pending';
}

const US = 'United States';

/**
 * Real business schools. The first 25 make the `demo` size (the three marked Pending are schools
 * whose faculty data is still being collected); `large` takes all of them and then generated ones.
 */
export const REAL_BUSINESS_SCHOOLS: readonly DemoSchool[] = [
  { name: 'University of Pennsylvania', abbreviation: 'UPenn', businessSchool: 'The Wharton School', country: US, domain: 'upenn.edu', sizeWeight: 1.9, status: 'Completed' },
  { name: 'Harvard University', abbreviation: 'Harvard', businessSchool: 'Harvard Business School', country: US, domain: 'hbs.edu', sizeWeight: 2.0, status: 'Completed' },
  { name: 'Stanford University', abbreviation: 'Stanford', businessSchool: 'Stanford Graduate School of Business', country: US, domain: 'stanford.edu', sizeWeight: 1.2, status: 'Completed' },
  { name: 'University of Chicago', abbreviation: 'UChicago', businessSchool: 'Booth School of Business', country: US, domain: 'uchicago.edu', sizeWeight: 1.4, status: 'Completed' },
  { name: 'Massachusetts Institute of Technology', abbreviation: 'MIT', businessSchool: 'MIT Sloan School of Management', country: US, domain: 'mit.edu', sizeWeight: 1.1, status: 'Completed' },
  { name: 'Northwestern University', abbreviation: 'Northwestern', businessSchool: 'Kellogg School of Management', country: US, domain: 'northwestern.edu', sizeWeight: 1.4, status: 'Completed' },
  { name: 'Columbia University', abbreviation: 'Columbia', businessSchool: 'Columbia Business School', country: US, domain: 'columbia.edu', sizeWeight: 1.5, status: 'Completed' },
  { name: 'New York University', abbreviation: 'NYU', businessSchool: 'Leonard N. Stern School of Business', country: US, domain: 'nyu.edu', sizeWeight: 1.5, status: 'Completed' },
  { name: 'University of Michigan', abbreviation: 'UMich', businessSchool: 'Stephen M. Ross School of Business', country: US, domain: 'umich.edu', sizeWeight: 1.4, status: 'Completed' },
  { name: 'University of California, Berkeley', abbreviation: 'UC Berkeley', businessSchool: 'Haas School of Business', country: US, domain: 'berkeley.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'University of California, Los Angeles', abbreviation: 'UCLA', businessSchool: 'Anderson School of Management', country: US, domain: 'ucla.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'Duke University', abbreviation: 'Duke', businessSchool: 'Fuqua School of Business', country: US, domain: 'duke.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'Cornell University', abbreviation: 'Cornell', businessSchool: 'Samuel Curtis Johnson Graduate School of Management', country: US, domain: 'cornell.edu', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Yale University', abbreviation: 'Yale', businessSchool: 'Yale School of Management', country: US, domain: 'yale.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'The University of Texas at Austin', abbreviation: 'UT Austin', businessSchool: 'McCombs School of Business', country: US, domain: 'utexas.edu', sizeWeight: 1.2, status: 'Completed' },
  { name: 'The University of Texas at Dallas', abbreviation: 'UT Dallas', businessSchool: 'Naveen Jindal School of Management', country: US, domain: 'utdallas.edu', sizeWeight: 1.3, status: 'Completed' },
  { name: 'INSEAD', abbreviation: 'INSEAD', businessSchool: 'INSEAD', country: 'France', domain: 'insead.edu', sizeWeight: 1.3, status: 'Completed' },
  { name: 'London Business School', abbreviation: 'LBS', businessSchool: 'London Business School', country: 'United Kingdom', domain: 'london.edu', sizeWeight: 1.0, status: 'Completed' },
  { name: 'Dartmouth College', abbreviation: 'Dartmouth', businessSchool: 'Tuck School of Business', country: US, domain: 'dartmouth.edu', sizeWeight: 0.5, status: 'Completed' },
  { name: 'University of Virginia', abbreviation: 'UVA', businessSchool: 'Darden School of Business', country: US, domain: 'virginia.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'Carnegie Mellon University', abbreviation: 'CMU', businessSchool: 'Tepper School of Business', country: US, domain: 'cmu.edu', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Washington University in St. Louis', abbreviation: 'WashU', businessSchool: 'Olin Business School', country: US, domain: 'wustl.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'University of Southern California', abbreviation: 'USC', businessSchool: 'Marshall School of Business', country: US, domain: 'usc.edu', sizeWeight: 1.1, status: 'Pending' },
  { name: 'Indiana University', abbreviation: 'IU', businessSchool: 'Kelley School of Business', country: US, domain: 'indiana.edu', sizeWeight: 1.3, status: 'Pending' },
  { name: 'University of North Carolina at Chapel Hill', abbreviation: 'UNC', businessSchool: 'Kenan-Flagler Business School', country: US, domain: 'unc.edu', sizeWeight: 0.8, status: 'Pending' },
  // --- large size only from here
  { name: 'Emory University', abbreviation: 'Emory', businessSchool: 'Goizueta Business School', country: US, domain: 'emory.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'Georgetown University', abbreviation: 'Georgetown', businessSchool: 'McDonough School of Business', country: US, domain: 'georgetown.edu', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Rice University', abbreviation: 'Rice', businessSchool: 'Jones Graduate School of Business', country: US, domain: 'rice.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Vanderbilt University', abbreviation: 'Vanderbilt', businessSchool: 'Owen Graduate School of Management', country: US, domain: 'vanderbilt.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'University of Notre Dame', abbreviation: 'Notre Dame', businessSchool: 'Mendoza College of Business', country: US, domain: 'nd.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'The Ohio State University', abbreviation: 'Ohio State', businessSchool: 'Fisher College of Business', country: US, domain: 'osu.edu', sizeWeight: 1.1, status: 'Completed' },
  { name: 'The Pennsylvania State University', abbreviation: 'Penn State', businessSchool: 'Smeal College of Business', country: US, domain: 'psu.edu', sizeWeight: 1.1, status: 'Completed' },
  { name: 'University of Minnesota', abbreviation: 'UMN', businessSchool: 'Carlson School of Management', country: US, domain: 'umn.edu', sizeWeight: 1.0, status: 'Completed' },
  { name: 'University of Wisconsin-Madison', abbreviation: 'UW-Madison', businessSchool: 'Wisconsin School of Business', country: US, domain: 'wisc.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'University of Illinois Urbana-Champaign', abbreviation: 'UIUC', businessSchool: 'Gies College of Business', country: US, domain: 'illinois.edu', sizeWeight: 1.1, status: 'Completed' },
  { name: 'Purdue University', abbreviation: 'Purdue', businessSchool: 'Mitchell E. Daniels, Jr. School of Business', country: US, domain: 'purdue.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'University of Maryland', abbreviation: 'UMD', businessSchool: 'Robert H. Smith School of Business', country: US, domain: 'umd.edu', sizeWeight: 1.0, status: 'Completed' },
  { name: 'Georgia Institute of Technology', abbreviation: 'Georgia Tech', businessSchool: 'Scheller College of Business', country: US, domain: 'gatech.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'Arizona State University', abbreviation: 'ASU', businessSchool: 'W. P. Carey School of Business', country: US, domain: 'asu.edu', sizeWeight: 1.2, status: 'Completed' },
  { name: 'Texas A&M University', abbreviation: 'TAMU', businessSchool: 'Mays Business School', country: US, domain: 'tamu.edu', sizeWeight: 1.0, status: 'Completed' },
  { name: 'University of Washington', abbreviation: 'UW', businessSchool: 'Michael G. Foster School of Business', country: US, domain: 'uw.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'University of Florida', abbreviation: 'UF', businessSchool: 'Warrington College of Business', country: US, domain: 'ufl.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'Boston University', abbreviation: 'BU', businessSchool: 'Questrom School of Business', country: US, domain: 'bu.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'Boston College', abbreviation: 'BC', businessSchool: 'Carroll School of Management', country: US, domain: 'bc.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'University of Rochester', abbreviation: 'Rochester', businessSchool: 'Simon Business School', country: US, domain: 'rochester.edu', sizeWeight: 0.5, status: 'Completed' },
  { name: 'University of Pittsburgh', abbreviation: 'Pitt', businessSchool: 'Joseph M. Katz Graduate School of Business', country: US, domain: 'pitt.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'University of Iowa', abbreviation: 'Iowa', businessSchool: 'Tippie College of Business', country: US, domain: 'uiowa.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'University of Utah', abbreviation: 'Utah', businessSchool: 'David Eccles School of Business', country: US, domain: 'utah.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Brigham Young University', abbreviation: 'BYU', businessSchool: 'Marriott School of Business', country: US, domain: 'byu.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'University of Arizona', abbreviation: 'UArizona', businessSchool: 'Eller College of Management', country: US, domain: 'arizona.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'University of Colorado Boulder', abbreviation: 'CU Boulder', businessSchool: 'Leeds School of Business', country: US, domain: 'colorado.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'University of Georgia', abbreviation: 'UGA', businessSchool: 'Terry College of Business', country: US, domain: 'uga.edu', sizeWeight: 0.7, status: 'Completed' },
  { name: 'Michigan State University', abbreviation: 'MSU', businessSchool: 'Eli Broad College of Business', country: US, domain: 'msu.edu', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Rutgers University', abbreviation: 'Rutgers', businessSchool: 'Rutgers Business School', country: US, domain: 'rutgers.edu', sizeWeight: 0.9, status: 'Completed' },
  { name: 'University of California, Irvine', abbreviation: 'UC Irvine', businessSchool: 'Paul Merage School of Business', country: US, domain: 'uci.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'University of California, San Diego', abbreviation: 'UC San Diego', businessSchool: 'Rady School of Management', country: US, domain: 'ucsd.edu', sizeWeight: 0.4, status: 'Completed' },
  { name: 'Southern Methodist University', abbreviation: 'SMU', businessSchool: 'Cox School of Business', country: US, domain: 'smu.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Tulane University', abbreviation: 'Tulane', businessSchool: 'A. B. Freeman School of Business', country: US, domain: 'tulane.edu', sizeWeight: 0.5, status: 'Completed' },
  { name: 'Syracuse University', abbreviation: 'Syracuse', businessSchool: 'Martin J. Whitman School of Management', country: US, domain: 'syr.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Case Western Reserve University', abbreviation: 'CWRU', businessSchool: 'Weatherhead School of Management', country: US, domain: 'case.edu', sizeWeight: 0.5, status: 'Completed' },
  { name: 'HEC Paris', abbreviation: 'HEC', businessSchool: 'HEC Paris', country: 'France', domain: 'hec.edu', sizeWeight: 0.8, status: 'Completed' },
  { name: 'University of Navarra', abbreviation: 'IESE', businessSchool: 'IESE Business School', country: 'Spain', domain: 'iese.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Universitat Ramon Llull', abbreviation: 'ESADE', businessSchool: 'Esade Business School', country: 'Spain', domain: 'esade.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'IE University', abbreviation: 'IE', businessSchool: 'IE Business School', country: 'Spain', domain: 'ie.edu', sizeWeight: 0.6, status: 'Completed' },
  { name: 'University of Oxford', abbreviation: 'Oxford', businessSchool: 'Saïd Business School', country: 'United Kingdom', domain: 'ox.ac.uk', sizeWeight: 0.8, status: 'Completed' },
  { name: 'University of Cambridge', abbreviation: 'Cambridge', businessSchool: 'Judge Business School', country: 'United Kingdom', domain: 'cam.ac.uk', sizeWeight: 0.7, status: 'Completed' },
  { name: 'National University of Singapore', abbreviation: 'NUS', businessSchool: 'NUS Business School', country: 'Singapore', domain: 'nus.edu.sg', sizeWeight: 1.0, status: 'Completed' },
  { name: 'The Hong Kong University of Science and Technology', abbreviation: 'HKUST', businessSchool: 'HKUST Business School', country: 'Hong Kong', domain: 'ust.hk', sizeWeight: 0.9, status: 'Completed' },
  { name: 'China Europe International Business School', abbreviation: 'CEIBS', businessSchool: 'CEIBS', country: 'China', domain: 'ceibs.edu', sizeWeight: 0.5, status: 'Completed' },
  { name: 'University of Toronto', abbreviation: 'U of T', businessSchool: 'Rotman School of Management', country: 'Canada', domain: 'utoronto.ca', sizeWeight: 0.9, status: 'Completed' },
  { name: 'McGill University', abbreviation: 'McGill', businessSchool: 'Desautels Faculty of Management', country: 'Canada', domain: 'mcgill.ca', sizeWeight: 0.6, status: 'Completed' },
  { name: 'The University of British Columbia', abbreviation: 'UBC', businessSchool: 'Sauder School of Business', country: 'Canada', domain: 'ubc.ca', sizeWeight: 0.8, status: 'Completed' },
  { name: 'The University of Melbourne', abbreviation: 'Melbourne', businessSchool: 'Melbourne Business School', country: 'Australia', domain: 'unimelb.edu.au', sizeWeight: 0.6, status: 'Completed' },
  { name: 'UNSW Sydney', abbreviation: 'UNSW', businessSchool: 'UNSW Business School', country: 'Australia', domain: 'unsw.edu.au', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Erasmus University Rotterdam', abbreviation: 'EUR', businessSchool: 'Rotterdam School of Management', country: 'Netherlands', domain: 'rsm.nl', sizeWeight: 0.9, status: 'Completed' },
  { name: 'Copenhagen Business School', abbreviation: 'CBS', businessSchool: 'Copenhagen Business School', country: 'Denmark', domain: 'cbs.dk', sizeWeight: 0.8, status: 'Completed' },
  { name: 'University of Warwick', abbreviation: 'Warwick', businessSchool: 'Warwick Business School', country: 'United Kingdom', domain: 'wbs.ac.uk', sizeWeight: 0.7, status: 'Completed' },
  { name: 'Imperial College London', abbreviation: 'Imperial', businessSchool: 'Imperial College Business School', country: 'United Kingdom', domain: 'imperial.ac.uk', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Bocconi University', abbreviation: 'Bocconi', businessSchool: 'SDA Bocconi School of Management', country: 'Italy', domain: 'unibocconi.it', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Indian School of Business', abbreviation: 'ISB', businessSchool: 'Indian School of Business', country: 'India', domain: 'isb.edu', sizeWeight: 0.5, status: 'Completed' },
  { name: 'Tsinghua University', abbreviation: 'Tsinghua', businessSchool: 'School of Economics and Management', country: 'China', domain: 'tsinghua.edu.cn', sizeWeight: 0.8, status: 'Completed' },
  { name: 'Peking University', abbreviation: 'PKU', businessSchool: 'Guanghua School of Management', country: 'China', domain: 'pku.edu.cn', sizeWeight: 0.8, status: 'Completed' },
  { name: 'University of St. Gallen', abbreviation: 'HSG', businessSchool: 'School of Management', country: 'Switzerland', domain: 'unisg.ch', sizeWeight: 0.6, status: 'Completed' },
  { name: 'Seoul National University', abbreviation: 'SNU', businessSchool: 'SNU Business School', country: 'South Korea', domain: 'snu.ac.kr', sizeWeight: 0.5, status: 'Completed' },
  { name: 'The University of Hong Kong', abbreviation: 'HKU', businessSchool: 'HKU Business School', country: 'Hong Kong', domain: 'hku.hk', sizeWeight: 0.6, status: 'Completed' },
];

/**
 * Real universities that are not demo schools: where faculty studied or worked before. Entries
 * at these places have university_id NULL, as imported data does for institutions we do not track.
 */
export const OTHER_INSTITUTIONS: readonly string[] = [
  'Princeton University', 'Brown University', 'Johns Hopkins University', 'London School of Economics and Political Science',
  'University of Mannheim', 'Tilburg University', 'Stockholm School of Economics', 'Tel Aviv University',
  'The Hebrew University of Jerusalem', 'Indian Institute of Technology Delhi', 'Indian Institute of Management Ahmedabad',
  'Fudan University', 'Shanghai Jiao Tong University', 'Korea University', 'Yonsei University', 'Universidad de los Andes',
  'Universidade de São Paulo', 'Sciences Po', 'ETH Zürich', 'Ludwig-Maximilians-Universität München', 'The University of Tokyo',
  'Kyoto University', 'Australian National University', 'The University of Sydney', 'Universidad de Chile',
  'Instituto Tecnológico Autónomo de México', 'Bilkent University', 'Koç University', 'University of Cape Town',
  'McMaster University', "Queen's University", 'University of Waterloo', 'Rensselaer Polytechnic Institute',
  'Georgia State University', 'Florida State University', 'University of Kansas', 'University of Oregon', 'Temple University',
  'Drexel University', 'Université Paris-Dauphine', 'Universität zu Köln', 'Aalto University', 'Norwegian School of Economics',
  'University of Amsterdam', 'KU Leuven', 'Università Ca\u2019 Foscari Venezia', 'National Taiwan University', 'Sungkyunkwan University',
];

/** Employers of faculty who came to teaching from practice. */
export const INDUSTRY_EMPLOYERS: readonly string[] = [
  'McKinsey & Company', 'Goldman Sachs', 'Deloitte', 'PwC', 'Procter & Gamble', 'IBM', 'J.P. Morgan', 'Boston Consulting Group',
  'Accenture', 'General Electric', 'EY', 'KPMG', 'Google', 'Amazon', 'Federal Reserve Bank of New York', 'The World Bank',
  'International Monetary Fund', 'Morgan Stanley', 'Unilever', 'Bain & Company',
];

const PLACE_STARTS = ['North', 'South', 'East', 'West', 'New', 'Lake', 'River', 'Green', 'Fair', 'Oak', 'Elm', 'Pine', 'Maple', 'Clear', 'Silver', 'Stone', 'Red', 'Bright', 'Glen', 'Spring', 'Cedar', 'Ash', 'Hazel', 'Wood'];
const PLACE_ENDS = ['field', 'ford', 'bridge', 'haven', 'wood', 'dale', 'mont', 'port', 'view', 'brook', 'ton', 'ville', 'mere', 'crest', 'ridge', 'stead'];
const GENERATED_COUNTRIES: ReadonlyArray<readonly [string, number]> = [
  [US, 60], ['Canada', 6], ['United Kingdom', 8], ['Germany', 5], ['France', 4], ['Australia', 5], ['China', 5], ['India', 4], ['Netherlands', 3],
];

/**
 * Schools for sizes beyond the real list: 'University of Northbridge', 'Westmere State University'...
 * Names are unique (universities.name has a unique index) and fixed by the seed.
 */
export function generatedSchools(count: number, seed: number): DemoSchool[] {
  const random = randomFor(seed, 'generated-schools');
  const places: string[] = [];
  for (const start of PLACE_STARTS) for (const end of PLACE_ENDS) places.push(start + end);
  random.shuffle(places);
  const patterns = [
    (place: string) => ({ name: `University of ${place}`, businessSchool: `${place} School of Business` }),
    (place: string) => ({ name: `${place} State University`, businessSchool: `College of Business` }),
    (place: string) => ({ name: `${place} University`, businessSchool: `${place} School of Management` }),
  ];
  const schools: DemoSchool[] = [];
  for (let i = 0; i < count; i++) {
    const place = places[i % places.length] as string;
    const pattern = patterns[Math.floor(i / places.length) % patterns.length];
    if (!pattern) throw new Error(`cannot generate more than ${places.length * patterns.length} school names`);
    const { name, businessSchool } = pattern(place);
    const slug = place.toLowerCase();
    const variant = Math.floor(i / places.length);
    schools.push({
      name,
      abbreviation: variant === 1 ? `${place.slice(0, 1)}SU` : place.length > 8 ? `U${place.slice(0, 4)}` : place,
      businessSchool,
      country: random.weighted(GENERATED_COUNTRIES),
      domain: `${slug}${variant === 0 ? '' : variant === 1 ? 'state' : 'u'}.edu`,
      sizeWeight: 0.5 + random.next(),
      status: random.chance(0.9) ? 'Completed' : 'Pending',
    });
  }
  return schools;
}
