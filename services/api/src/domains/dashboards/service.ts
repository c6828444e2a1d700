import type { Db } from '@ri/db';
import { createCareerService } from './careers.ts';
import { createCompareService } from './compare.ts';
import { createFacultyService } from './faculty.ts';
import { createFigurePapersService } from './figurePapers.ts';
import { createHireImpactService } from './hireImpact.ts';
import { createHomeService } from './home.ts';
import { createProductivityService } from './productivity.ts';
import { createScope } from './scope.ts';
import { createTenureService } from './tenure.ts';

export interface DashboardServiceDeps {
  db: Db;
  /** the clock: the upper bound of year filters and the month of the tenure colours */
  now?: () => Date;
}

/** The dashboards of docs/requirements/dashboards.md, one part per screen (docs/dashboards-api.md). */
export function createDashboardService({ db, now = () => new Date() }: DashboardServiceDeps) {
  const scope = createScope(db, now);
  return {
    home: createHomeService({ db, scope }),
    tenure: createTenureService({ db, scope }),
    hireImpact: createHireImpactService({ db, scope }),
    compare: createCompareService({ db, scope }),
    productivity: createProductivityService({ db, scope }),
    careers: createCareerService({ db, scope }),
    faculty: createFacultyService({ db, scope }),
    figurePapers: createFigurePapersService({ db, scope }),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
