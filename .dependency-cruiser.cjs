// The import rules `npm run lint` keeps (docs/architecture.md, "Floors"): no cycles, and in the
// API and the web every import points down a floor or stays on its own. Run by `npm run lint:imports`.
const api = '^apps/api/src/';

// The API's floors, bottom to top; a file imports its own floor or those below, never above.
const floors = [
  { name: 'db', path: `${api}db/` },
  { name: 'engines', path: `${api}(config[.]ts$|mail/|jobs/|reports/|media/|identity/|ads-txt/|beacons/)` },
  { name: 'http', path: `${api}http/` },
  { name: 'records', path: `${api}records/` },
  { name: 'modules', path: `${api}modules/` },
  { name: 'top', path: `${api}(app[.]ts|app-deps[.]ts|main[.]ts|seed/)` },
];

const upwardRules = floors.slice(0, -1).map((floor, index) => ({
  name: `api-floor-${floor.name}`,
  comment: `${floor.name} imports only its own floor and those below it, never ${floors
    .slice(index + 1)
    .map((above) => above.name)
    .join(', ')}`,
  severity: 'error',
  from: { path: floor.path },
  to: { path: floors.slice(index + 1).map((above) => above.path) },
}));

const web = '^apps/web/src/';
// Tests may reach across floors to build the slice of the app they exercise.
const webTests = `${web}(test/|.+[.]test[.]tsx?$)`;

// The web's floors, bottom to top (docs/architecture.md, "Floors of the web"): the client and the
// stores, the signed-in user, shared components, record resources, the shell, the areas, and the
// route tree with every file that declares routes.
const webFloors = [
  { name: 'api', path: `${web}api/` },
  { name: 'session', path: `${web}session/` },
  { name: 'ui', path: `${web}(ui/|theme[.]ts$)` },
  { name: 'resource', path: `${web}resource/` },
  { name: 'shell', path: `${web}shell/` },
  { name: 'features', path: `${web}features/(?!.+-routes[.]tsx$)` },
  {
    name: 'routes',
    path: `${web}(routing/|features/.+-routes[.]tsx$|app-routes[.]tsx$|router[.]tsx$|main[.]tsx$)`,
  },
];

const webUpwardRules = webFloors.slice(0, -1).map((floor, index) => ({
  name: `web-floor-${floor.name}`,
  comment: `${floor.name} imports only its own floor and those below it, never ${webFloors
    .slice(index + 1)
    .map((above) => above.name)
    .join(', ')}`,
  severity: 'error',
  from: { path: floor.path, pathNot: webTests },
  to: { path: webFloors.slice(index + 1).map((above) => above.path) },
}));

const areas = `${api}modules/`;

// The other areas an area imports today; any other import between areas is refused.
const areaImports = {
  // Audio to Video renders into the creative library, for the campaigns' advertisers.
  a2v: ['campaigns'],
  // A campaign's files are documents of the order, through the owners' documents.
  campaigns: ['owners'],
  changelog: ['networks', 'users'],
  content: ['owners', 'catalogue'],
  demand: ['inventory'],
  // A package's deal is written by the Deals area; its figures are read through the reports' scope,
  // its forecast by the forecast's model over its inventory.
  marketplace: ['demand', 'forecast', 'reports'],
  forecast: ['campaigns', 'inventory', 'reports'],
  // A channel's ad breaks are decided for its placement by the tag's decisioner (server-side ad insertion).
  media: ['catalogue', 'inventory'],
  publishers: ['owners'],
  // The supply-chain panel reads partners and publishers as their own records (tenancy, 404).
  'supply-chain': ['demand', 'publishers'],
  users: ['auth', 'content', 'publishers'],
};

const areaRules = [
  {
    name: 'api-area-to-area',
    comment: 'an area imports no other area: what two areas share moves down a floor',
    severity: 'error',
    from: { path: `${areas}([^/]+)/`, pathNot: Object.keys(areaImports).map((area) => `${areas}${area}/`) },
    to: { path: `${areas}[^/]+/`, pathNot: `${areas}$1/` },
  },
  ...Object.entries(areaImports).map(([area, others]) => ({
    name: `api-area-${area}`,
    comment: `${area} imports no area but ${others.join(', ')}`,
    severity: 'error',
    from: { path: `${areas}${area}/` },
    to: { path: `${areas}[^/]+/`, pathNot: [area, ...others].map((allowed) => `${areas}${allowed}/`) },
  })),
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'a cycle of imports makes two files one: move what both need to the floor below them',
      severity: 'error',
      from: { path: '^(apps/api/src|apps/web/src|packages/domain/src)/' },
      to: { circular: true },
    },
    ...upwardRules,
    ...webUpwardRules,
    {
      name: 'web-every-file-has-a-floor',
      comment: 'a new folder of apps/web/src is given its floor here and in docs/architecture.md',
      severity: 'error',
      from: { path: web, pathNot: webTests },
      to: { path: web, pathNot: [...webFloors.map((floor) => floor.path), webTests] },
    },
    ...areaRules,
    {
      name: 'api-every-file-has-a-floor',
      comment: 'a new folder of apps/api/src is given its floor here and in docs/architecture.md',
      severity: 'error',
      from: { path: api },
      to: { path: api, pathNot: floors.map((floor) => floor.path) },
    },
    {
      name: 'domain-has-no-io',
      comment: '@adcast/domain is the floor under every app: it imports none of them',
      severity: 'error',
      from: { path: '^packages/domain/src/' },
      to: { path: '^apps/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'an import the cruiser cannot resolve would slip past the rules above',
      severity: 'error',
      from: { path: '^(apps/api/src|apps/web/src|packages/domain/src)/' },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports tie floors together as much as value imports do.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
