import { BUSINESS_SCHOOL_DEPARTMENTS, type BusinessSchoolDepartment } from './departments.ts';
import type { SeededRandom } from './random.ts';

interface FieldVocabulary {
  /** research areas offered in the profile's Area of Interest list */
  readonly areas: readonly string[];
  /** noun phrases for keywords and paper titles */
  readonly topics: readonly string[];
  /** what papers in the field explain */
  readonly outcomes: readonly string[];
}

const VOCABULARY: Readonly<Record<BusinessSchoolDepartment, FieldVocabulary>> = {
  Accounting: {
    areas: ['Financial Reporting', 'Auditing', 'Managerial Accounting', 'Taxation', 'Disclosure', 'Accounting Standards', 'Earnings Quality'],
    topics: ['Earnings Management', 'Audit Quality', 'Voluntary Disclosure', 'Tax Avoidance', 'Fair Value Accounting', 'Analyst Forecasts', 'Internal Controls', 'Accounting Conservatism', 'IFRS Adoption', 'Management Guidance', 'Auditor Independence', 'Segment Reporting'],
    outcomes: ['Cost of Capital', 'Earnings Quality', 'Audit Fees', 'Restatements', 'Investment Efficiency', 'Market Reactions'],
  },
  Finance: {
    areas: ['Asset Pricing', 'Corporate Finance', 'Banking', 'Market Microstructure', 'Behavioral Finance', 'Household Finance', 'International Finance'],
    topics: ['Stock Returns', 'Capital Structure', 'Liquidity', 'Mutual Funds', 'Hedge Funds', 'Venture Capital', 'Bank Lending', 'Dividend Policy', 'Corporate Governance', 'Credit Risk', 'Momentum', 'Volatility', 'IPO Underpricing', 'Mergers and Acquisitions'],
    outcomes: ['Expected Returns', 'Firm Value', 'Risk Premia', 'Price Efficiency', 'Investment', 'Financial Stability'],
  },
  Marketing: {
    areas: ['Consumer Behavior', 'Marketing Strategy', 'Quantitative Marketing', 'Branding', 'Advertising', 'Pricing', 'Digital Marketing'],
    topics: ['Brand Loyalty', 'Online Reviews', 'Price Promotions', 'Customer Satisfaction', 'Word of Mouth', 'Social Media Advertising', 'Consumer Choice', 'Sales Force Management', 'Product Assortment', 'Customer Lifetime Value', 'Mobile Advertising', 'Retail Pricing'],
    outcomes: ['Purchase Intentions', 'Market Share', 'Customer Retention', 'Consumer Welfare', 'Sales', 'Brand Equity'],
  },
  Management: {
    areas: ['Organization Theory', 'Corporate Governance', 'Leadership', 'Human Resource Management', 'Innovation Management', 'Corporate Social Responsibility', 'Managerial Cognition'],
    topics: ['Top Management Teams', 'Board Composition', 'Organizational Identity', 'Institutional Logics', 'Status and Reputation', 'Executive Compensation', 'Organizational Learning', 'Social Networks', 'Stakeholder Management', 'Organizational Change'],
    outcomes: ['Firm Performance', 'Legitimacy', 'Organizational Adaptation', 'Employee Turnover', 'Innovation Outcomes', 'Strategic Change'],
  },
  'Operations Management': {
    areas: ['Service Operations', 'Inventory Management', 'Healthcare Operations', 'Revenue Management', 'Sustainable Operations', 'Quality Management', 'Project Management'],
    topics: ['Inventory Policies', 'Queueing Systems', 'Capacity Planning', 'Dynamic Pricing', 'Hospital Operations', 'Process Improvement', 'Platform Operations', 'Ride-Hailing', 'Remanufacturing', 'Workforce Scheduling', 'Demand Forecasting'],
    outcomes: ['Service Levels', 'Operational Efficiency', 'Waiting Times', 'Profitability', 'Patient Outcomes', 'Costs'],
  },
  'Information Systems': {
    areas: ['Economics of Information Systems', 'IT Strategy', 'Digital Platforms', 'Human-Computer Interaction', 'Information Security', 'Business Analytics', 'Health IT'],
    topics: ['Digital Platforms', 'IT Investment', 'Online Communities', 'Information Security', 'Artificial Intelligence', 'Recommender Systems', 'Crowdfunding', 'Open Source Software', 'Data Privacy', 'Electronic Health Records', 'Blockchain'],
    outcomes: ['User Engagement', 'Firm Productivity', 'Adoption', 'Platform Growth', 'Consumer Surplus', 'Security Breaches'],
  },
  Economics: {
    areas: ['Industrial Organization', 'Labor Economics', 'Macroeconomics', 'Econometrics', 'Public Economics', 'Development Economics', 'Behavioral Economics'],
    topics: ['Market Power', 'Minimum Wages', 'Monetary Policy', 'Trade Liberalization', 'Tax Policy', 'Auctions', 'Human Capital', 'Price Discrimination', 'Productivity Growth', 'Inequality', 'Matching Markets'],
    outcomes: ['Welfare', 'Wages', 'Employment', 'Prices', 'Economic Growth', 'Consumer Demand'],
  },
  Strategy: {
    areas: ['Competitive Strategy', 'Corporate Strategy', 'Innovation Strategy', 'Strategy Process', 'Nonmarket Strategy', 'Technology Strategy', 'Alliances and Networks'],
    topics: ['Diversification', 'Strategic Alliances', 'Dynamic Capabilities', 'Competitive Dynamics', 'Corporate Venture Capital', 'Vertical Integration', 'Resource Allocation', 'Patenting', 'Knowledge Spillovers', 'Acquisitions'],
    outcomes: ['Competitive Advantage', 'Firm Performance', 'Market Entry', 'Innovation', 'Survival', 'Value Creation'],
  },
  'Organizational Behavior': {
    areas: ['Teams', 'Motivation', 'Negotiation', 'Diversity and Inclusion', 'Judgment and Decision Making', 'Organizational Culture', 'Careers'],
    topics: ['Team Diversity', 'Psychological Safety', 'Goal Setting', 'Gender Bias', 'Feedback Seeking', 'Work-Family Conflict', 'Ethical Leadership', 'Negotiation Tactics', 'Remote Work', 'Burnout', 'Voice Behavior'],
    outcomes: ['Team Performance', 'Job Satisfaction', 'Creativity', 'Well-Being', 'Employee Engagement', 'Helping Behavior'],
  },
  Entrepreneurship: {
    areas: ['New Venture Creation', 'Venture Finance', 'Family Business', 'Social Entrepreneurship', 'Innovation and Startups', 'Entrepreneurial Cognition', 'Small Business'],
    topics: ['Startup Funding', 'Founder Teams', 'Accelerators', 'Angel Investors', 'Family Firms', 'Social Ventures', 'Entrepreneurial Exit', 'Crowdfunding Campaigns', 'Spinoffs', 'Business Model Innovation'],
    outcomes: ['Venture Growth', 'Startup Survival', 'Funding Success', 'Entrepreneurial Entry', 'Scaling', 'Venture Performance'],
  },
  'International Business': {
    areas: ['Multinational Enterprises', 'Foreign Direct Investment', 'Emerging Markets', 'Global Strategy', 'Cross-Cultural Management', 'International Trade', 'Institutions and Business'],
    topics: ['Foreign Direct Investment', 'Subsidiary Autonomy', 'Liability of Foreignness', 'Emerging-Market Multinationals', 'Expatriate Management', 'Institutional Distance', 'Global Value Chains', 'Export Strategies', 'Cross-Border Acquisitions'],
    outcomes: ['Internationalization', 'Subsidiary Performance', 'Market Entry Mode', 'Knowledge Transfer', 'Location Choice', 'Global Integration'],
  },
  'Business Law and Ethics': {
    areas: ['Business Ethics', 'Corporate Law', 'Regulation', 'Securities Law', 'Employment Law', 'Intellectual Property', 'Law and Economics'],
    topics: ['Corporate Misconduct', 'Whistleblowing', 'Securities Litigation', 'Antitrust Enforcement', 'Privacy Regulation', 'Fiduciary Duties', 'Corporate Philanthropy', 'Bribery', 'Patent Litigation', 'Compliance Programs'],
    outcomes: ['Ethical Conduct', 'Legal Risk', 'Regulatory Compliance', 'Shareholder Value', 'Trust', 'Enforcement Outcomes'],
  },
  'Management Science': {
    areas: ['Optimization', 'Stochastic Models', 'Decision Analysis', 'Game Theory', 'Simulation', 'Machine Learning in Operations', 'Applied Probability'],
    topics: ['Stochastic Optimization', 'Robust Optimization', 'Online Learning', 'Markov Decision Processes', 'Mechanism Design', 'Integer Programming', 'Multi-Armed Bandits', 'Simulation Optimization', 'Network Design', 'Assortment Optimization'],
    outcomes: ['Optimal Policies', 'Approximation Guarantees', 'Regret Bounds', 'Decision Quality', 'Computational Performance', 'Equilibria'],
  },
  'Supply Chain Management': {
    areas: ['Supply Chain Risk', 'Logistics', 'Procurement', 'Global Supply Chains', 'Supply Chain Finance', 'Transportation', 'Closed-Loop Supply Chains'],
    topics: ['Supplier Relationships', 'Supply Chain Disruptions', 'Last-Mile Delivery', 'Procurement Auctions', 'Supply Chain Contracts', 'Sourcing Decisions', 'Supply Chain Visibility', 'Reverse Logistics', 'Supplier Diversity', 'Freight Markets'],
    outcomes: ['Supply Chain Resilience', 'Delivery Performance', 'Total Costs', 'Supplier Performance', 'Sustainability', 'Lead Times'],
  },
};

const CONTEXTS = [
  'Evidence from China', 'Evidence from Field Experiments', 'A Natural Experiment', 'Theory and Evidence', 'A Structural Approach',
  'Evidence from Europe', 'Panel Evidence', 'A Longitudinal Study', 'Evidence from Emerging Markets', 'A Meta-Analysis',
  'Evidence from U.S. Firms', 'A Laboratory Study', 'Insights from Online Platforms', 'A Machine Learning Approach', 'Evidence from Patent Data',
];
const QUALIFIERS = ['Heterogeneous', 'Dynamic', 'Strategic', 'Hidden', 'Unintended', 'Long-Run', 'Asymmetric', 'Local', 'Global', 'Competing'];

/** The fixed Area of Interest list (about 100 research areas, docs/requirements/profile-and-accounts.md §2). */
export const RESEARCH_AREAS: readonly string[] = BUSINESS_SCHOOL_DEPARTMENTS.flatMap((field) => VOCABULARY[field].areas);

export function researchAreasOf(field: BusinessSchoolDepartment): readonly string[] {
  return VOCABULARY[field].areas;
}

export function topicsOf(field: BusinessSchoolDepartment): readonly string[] {
  return VOCABULARY[field].topics;
}

/** A plausible paper title in the field. */
export function paperTitle(field: BusinessSchoolDepartment, random: SeededRandom): string {
  const vocabulary = VOCABULARY[field];
  const topic = random.pick(vocabulary.topics);
  const otherTopic = random.pick(vocabulary.topics);
  const outcome = random.pick(vocabulary.outcomes);
  switch (random.int(0, 9)) {
    case 0: return `${topic} and ${outcome}: ${random.pick(CONTEXTS)}`;
    case 1: return `The Effect of ${topic} on ${outcome}`;
    case 2: return `Does ${topic} Affect ${outcome}? ${random.pick(CONTEXTS)}`;
    case 3: return `${random.pick(QUALIFIERS)} ${topic}`;
    case 4: return `When Does ${topic} Matter for ${outcome}?`;
    case 5: return `${topic}, ${otherTopic}, and ${outcome}`;
    case 6: return `${random.pick(QUALIFIERS)} Effects of ${topic} on ${outcome}`;
    case 7: return `Rethinking ${topic}: ${random.pick(CONTEXTS)}`;
    case 8: return `${topic} under Uncertainty: Implications for ${outcome}`;
    default: return `How ${topic} Shapes ${outcome}: ${random.pick(CONTEXTS)}`;
  }
}
