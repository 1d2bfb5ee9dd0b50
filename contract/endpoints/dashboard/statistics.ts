import { dashboardStatistics } from '#contract/dashboard/statistics.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

export const getStatistics = endpoint({
  method: 'GET',
  path: '/api/dashboard/statistics',
  access: staffWith('ViewGlobalStatistics'),
  response: dashboardStatistics,
  tags: ['Back-office: statistics'],
  summary: 'Users, ads and messages in figures: totals, the last 30 days, the most viewed ads',
  description:
    'Users in all and new per day over the last 30 days; ads by status, category and region, and ' +
    'the review queue; messages per day; the 10 most viewed ads.',
});
