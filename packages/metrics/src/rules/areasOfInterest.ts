/**
 * The fixed Area of Interest list of the Add/Edit Area of Research dialog (docs/requirements/profile-and-accounts.md §2
 * and 9: "a fixed Area of Interest list of about 100 research areas"): business-school research
 * areas across accounting, finance, marketing, management, operations, information systems and
 * economics, sorted alphabetically (English collation). Keywords, unlike areas, are free.
 */
export const FIXED_AREAS_OF_INTEREST: readonly string[] = [
  'Accounting Information Systems',
  'Advertising',
  'Agent-Based Modeling',
  'Asset Pricing',
  'Auditing',
  'Banking',
  'Behavioral Economics',
  'Behavioral Finance',
  'Behavioral Operations',
  'Brand Management',
  'Business Analytics',
  'Business Ethics',
  'Business History',
  'Business Law',
  'Capital Markets',
  'Career Development',
  'Compensation and Benefits',
  'Competitive Strategy',
  'Consumer Behavior',
  'Corporate Finance',
  'Corporate Governance',
  'Corporate Social Responsibility',
  'Cost Accounting',
  'Creativity',
  'Cross-Cultural Management',
  'Data Mining',
  'Decision Analysis',
  'Derivatives',
  'Digital Marketing',
  'Distribution Channels',
  'Diversity and Inclusion',
  'E-Commerce',
  'Econometrics',
  'Economics of Information Systems',
  'Emerging Markets',
  'Energy Economics',
  'Entrepreneurial Finance',
  'Entrepreneurship',
  'Experimental Economics',
  'Family Business',
  'Financial Accounting',
  'Financial Econometrics',
  'Financial Institutions',
  'Financial Reporting',
  'Financial Risk Management',
  'Fintech',
  'Game Theory',
  'Health Care Management',
  'Household Finance',
  'Human Resource Management',
  'Industrial Organization',
  'Information Economics',
  'Information Security',
  'Innovation Management',
  'Insurance',
  'International Business',
  'International Finance',
  'Investments',
  'Judgment and Decision Making',
  'Knowledge Management',
  'Labor Economics',
  'Leadership',
  'Logistics',
  'Machine Learning',
  'Macroeconomics',
  'Management Accounting',
  'Managerial Economics',
  'Manufacturing Operations',
  'Market Microstructure',
  'Marketing Analytics',
  'Marketing Models',
  'Marketing Strategy',
  'Mergers and Acquisitions',
  'Microeconomics',
  'Negotiation',
  'Nonprofit Management',
  'Operations Management',
  'Operations Research',
  'Optimization',
  'Organization Theory',
  'Organizational Behavior',
  'Platform Economics',
  'Pricing',
  'Product Development',
  'Project Management',
  'Public Finance',
  'Public Policy',
  'Quantitative Marketing',
  'Real Estate',
  'Retailing',
  'Revenue Management',
  'Sales Management',
  'Service Operations',
  'Social Entrepreneurship',
  'Social Networks',
  'Stochastic Modeling',
  'Strategic Management',
  'Supply Chain Management',
  'Sustainability',
  'Taxation',
  'Teams and Group Dynamics',
  'Technology Management',
  'Venture Capital',
];

const AREA_KEYS = new Set(FIXED_AREAS_OF_INTEREST.map((area) => area.toLowerCase()));

/** Whether a value is one of the fixed areas (case-insensitive). */
export function isFixedAreaOfInterest(area: string): boolean {
  return AREA_KEYS.has(area.trim().toLowerCase());
}

/**
 * Areas as saved: each matched to its canonical spelling in the fixed list, unknown values
 * dropped, duplicates removed, sorted (the profile shows them sorted).
 */
export function normaliseAreasOfInterest(areas: readonly string[]): string[] {
  const byKey = new Map(FIXED_AREAS_OF_INTEREST.map((area) => [area.toLowerCase(), area] as const));
  const picked = new Set<string>();
  for (const area of areas) {
    const canonical = byKey.get(area.trim().toLowerCase());
    if (canonical !== undefined) picked.add(canonical);
  }
  return FIXED_AREAS_OF_INTEREST.filter((area) => picked.has(area));
}
